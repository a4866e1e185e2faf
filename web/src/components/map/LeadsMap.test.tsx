import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../ui/provider';
import { answer } from '../../test/renderRoute';
import { fakeMap, recorded, resetFakeMap } from './fakeReactMapGl';
import { LeadsMap, type LeadsMapFilters } from './LeadsMap';
import { mapTexts } from './texts';

vi.mock('react-map-gl/maplibre', () => import('./fakeReactMapGl'));
vi.mock('./mapLibrary', () => ({ maplibregl: {} }));
vi.mock('./mapStyle', () => {
  const style = Promise.resolve({ version: 8, sources: {}, layers: [] });
  return { loadMapStyle: () => style };
});

const LOCATIONS = [
  { databaseId: 7, name: 'Valley Cold Storage', latitude: 36.7116, longitude: -119.7722, stage: 'UTILITY_DATA' },
  { databaseId: 8, name: 'Central Coast Packing', latitude: 36.6677, longitude: -121.6455, stage: 'LEAD_CREATED' },
];

function renderMap(filters: LeadsMapFilters = {}) {
  const environment = createMockEnvironment();
  const onOpenLead = vi.fn();
  const onPreviewLead = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment as unknown as Environment}>
      <Provider><LeadsMap filters={filters} onOpenLead={onOpenLead} onPreviewLead={onPreviewLead} /></Provider>
    </RelayEnvironmentProvider>,
  );
  return { environment, onOpenLead, onPreviewLead };
}

beforeEach(resetFakeMap);

describe('LeadsMap', () => {
  it('asks for the leads of the list\'s filters, leaving out empty ones, and shows a skeleton meanwhile', async () => {
    const { environment } = renderMap({ search: '  oak ', proposalTypes: ['MARKETING'], stages: [], updatedFrom: '2026-01-01', updatedTo: '' });
    expect(screen.getByRole('status', { name: mapTexts.leadsMapLoading })).toBeTruthy();
    const variables = await answer(environment, 'LeadsMapQuery', { leadLocations: [] });
    expect(variables).toEqual({ search: 'oak', proposalTypes: ['MARKETING'], stages: null, updatedFrom: '2026-01-01', updatedTo: null, state: null });
  });

  it('asks for cancelled leads only when the list shows them (issue 15)', async () => {
    const { environment } = renderMap({ state: 'CANCELLED' });
    const variables = await answer(environment, 'LeadsMapQuery', { leadLocations: [] });
    expect(variables).toMatchObject({ state: 'CANCELLED' });
  });

  it('hands MapLibre one clustered GeoJSON source, framing every lead (issue 12)', async () => {
    const { environment } = renderMap();
    await answer(environment, 'LeadsMapQuery', { leadLocations: LOCATIONS });
    await waitFor(() => expect(recorded.source).toBeTruthy());
    expect(recorded.source).toMatchObject({ id: 'leads', type: 'geojson', cluster: true, clusterRadius: 60 });
    expect(recorded.source!.data.features.map((f: GeoJSON.Feature) => f.id)).toEqual([7, 8]);
    expect(recorded.map).toMatchObject({ initialViewState: { bounds: [[-121.6455, 36.6677], [-119.7722, 36.7116]], fitBoundsOptions: { maxZoom: 12 } } });
    expect(screen.getByRole('region', { name: mapTexts.leadsMapLabel })).toBeTruthy();
    expect(screen.getByText(mapTexts.leadsOnMap(2))).toBeTruthy();
  });

  it('shows a count button per cluster that zooms in, and a button per lead that shows its preview card with a link (issue 12)', async () => {
    fakeMap.features = [
      { type: 'Feature', geometry: { type: 'Point', coordinates: [-120, 36] }, properties: { cluster: true, cluster_id: 3, point_count: 24, point_count_abbreviated: '24' } },
      { type: 'Feature', geometry: { type: 'Point', coordinates: [-119.7722, 36.7116] }, properties: { databaseId: 7, name: 'Valley Cold Storage' } },
    ];
    const { environment, onOpenLead, onPreviewLead } = renderMap();
    await answer(environment, 'LeadsMapQuery', { leadLocations: LOCATIONS });

    const cluster = await screen.findByRole('button', { name: mapTexts.cluster(24) });
    expect(cluster.textContent).toBe('24');
    await act(async () => { fireEvent.click(cluster); });
    expect(fakeMap.easeTo).toHaveBeenCalledWith({ center: [-120, 36], zoom: 9 });
    // At a fractional zoom whose expansion zoom is barely above it, a click still zooms in a level.
    fakeMap.getSource.mockReturnValueOnce({ getClusterExpansionZoom: async () => 7 });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: mapTexts.cluster(24) })); });
    expect(fakeMap.easeTo).toHaveBeenLastCalledWith({ center: [-120, 36], zoom: 8 });

    // A lead's marker shows its preview card; the card's link opens the lead.
    fireEvent.click(screen.getByRole('button', { name: mapTexts.previewLead('Valley Cold Storage') }));
    const card = await screen.findByRole('dialog', { name: mapTexts.previewLabel('Valley Cold Storage') });
    expect(onOpenLead).not.toHaveBeenCalled();
    const open = within(card).getByRole('link', { name: mapTexts.previewOpen });
    expect(open.getAttribute('href')).toBe('/manage/leads/7');
    fireEvent.click(open);
    expect(onOpenLead).toHaveBeenCalledWith(7);
    // Issue 15: Quick view opens the list's drawer instead of leaving the map.
    fireEvent.click(within(card).getByRole('button', { name: mapTexts.previewQuick }));
    expect(onPreviewLead).toHaveBeenCalledWith(7);
    fireEvent.keyDown(card, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The name is there for hover and focus too, not only in the button's label.
    expect(screen.getByText('Valley Cold Storage')).toBeTruthy();
  });

  it('says what to do when no lead matches, over the whole country at §9\'s 39 / -95', async () => {
    const { environment } = renderMap({ search: 'nothing like this' });
    await answer(environment, 'LeadsMapQuery', { leadLocations: [] });
    await waitFor(() => expect(recorded.map).toMatchObject({ initialViewState: { latitude: 39, longitude: -95, zoom: 3.5 } }));
    expect(await screen.findByText(mapTexts.noLeads)).toBeTruthy();
    expect(screen.getByText(mapTexts.noLeadsHint)).toBeTruthy();
  });
});
