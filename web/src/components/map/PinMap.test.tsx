import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../ui/provider';
import { fakeMap, recorded, resetFakeMap } from './fakeReactMapGl';
import { PIN_NUDGE_PX, PinMap } from './PinMap';
import { mapTexts } from './texts';

vi.mock('react-map-gl/maplibre', () => import('./fakeReactMapGl'));
vi.mock('./mapLibrary', () => ({ maplibregl: {} }));
vi.mock('./mapStyle', () => {
  const style = Promise.resolve({ version: 8, sources: {}, layers: [] });
  return { loadMapStyle: () => style };
});

beforeEach(resetFakeMap);

function renderPin(latitude = 36.7116, longitude = -119.7722) {
  const onChange = vi.fn();
  const view = render(<Provider><PinMap latitude={latitude} longitude={longitude} onChange={onChange} /></Provider>);
  return { onChange, rerender: (lat: number, lng: number) => view.rerender(<Provider><PinMap latitude={lat} longitude={lng} onChange={onChange} /></Provider>) };
}

describe('PinMap', () => {
  it('opens at the §9 lead-creation zoom on the point, with the position as text', async () => {
    renderPin();
    const pin = await screen.findByRole('button', { name: new RegExp(mapTexts.pin) });
    expect(recorded.map).toMatchObject({ initialViewState: { latitude: 36.7116, longitude: -119.7722, zoom: 19 } });
    expect(recorded.markers.at(-1)).toMatchObject({ latitude: 36.7116, longitude: -119.7722, draggable: true });
    expect(screen.getByText(mapTexts.pinPosition(36.7116, -119.7722))).toBeTruthy();
    expect(pin.getAttribute('aria-label')).toContain('36.711600');
    expect(screen.getByRole('group', { name: mapTexts.pinMapLabel })).toBeTruthy();
  });

  it('reports where the pin was dropped and where the map was clicked, to six decimals', async () => {
    const { onChange } = renderPin();
    await screen.findByRole('button', { name: new RegExp(mapTexts.pin) });
    act(() => recorded.markers.at(-1)!.onDragEnd({ lngLat: { lng: -119.77231234567, lat: 36.71171234567 } }));
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 36.711712, longitude: -119.772312 });
    act(() => recorded.map!.onClick({ lngLat: { lng: -119.7725, lat: 36.7118 } }));
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 36.7118, longitude: -119.7725 });
  });

  it('moves the focused pin with the arrow keys, without letting the map pan', async () => {
    const { onChange } = renderPin(36.7, -119.7);
    const pin = await screen.findByRole('button', { name: new RegExp(mapTexts.pin) });
    const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    const mapSawIt = vi.fn();
    pin.parentElement!.addEventListener('keydown', mapSawIt);
    act(() => { pin.dispatchEvent(key); });
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 36.7, longitude: -119.7 + PIN_NUDGE_PX / 1000 });
    expect(key.defaultPrevented).toBe(true);
    expect(mapSawIt).not.toHaveBeenCalled();
    fireEvent.keyDown(pin, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 36.7 + PIN_NUDGE_PX / 1000, longitude: -119.7 });
  });

  it('re-centres on a new address, but not on the position it reported itself', async () => {
    const { onChange, rerender } = renderPin(36.7, -119.7);
    await screen.findByRole('button', { name: new RegExp(mapTexts.pin) });
    act(() => recorded.map!.onClick({ lngLat: { lng: -119.71, lat: 36.71 } }));
    expect(onChange).toHaveBeenCalled();
    rerender(36.71, -119.71);
    expect(fakeMap.jumpTo).not.toHaveBeenCalled();
    rerender(41.76, -72.67);
    expect(fakeMap.jumpTo).toHaveBeenCalledWith({ center: [-72.67, 41.76] });
  });
});
