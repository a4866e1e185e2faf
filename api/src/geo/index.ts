/** The offline US geocoder: every ZIP code and place, address parsing, counties (docs/configuration.md "Geocoding and maps"). */
export { countiesOf, countyOf, countyOfZip, isCountyOf } from './counties.js';
export { LOCATION_PRECISIONS, placeAddress, suggestAddresses, type LocationPrecision, type Placement } from './geocode.js';
export { parseAddress } from './parse.js';
