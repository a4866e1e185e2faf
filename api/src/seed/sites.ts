/**
 * Demo commercial sites across the four regions of §3 (fictional businesses at plausible
 * coordinates). `stage` is where the seed walks each lead to, so every stage 0–6 is represented.
 */
export interface DemoSite {
  name: string;
  customer: { first_name: string; last_name: string; role: string; email: string; phone: string };
  address: string;
  latitude: number;
  longitude: number;
  building_use: number;
  install_type: 'Rooftop' | 'GroundMount' | 'Carport' | 'Mixed';
  stage: number;
  ess?: number;
}

export const DEMO_SITES: DemoSite[] = [
  { name: 'Valley Cold Storage', customer: { first_name: 'Maria', last_name: 'Alvarez', role: 'Facilities Director', email: 'maria@valleycold.example', phone: '+15595550101' }, address: '2150 S Cherry Ave, Fresno, CA 93721', latitude: 36.7116, longitude: -119.7722, building_use: 1, install_type: 'Rooftop', stage: 6, ess: 500 },
  { name: 'Harbor Logistics Center', customer: { first_name: 'James', last_name: 'Okafor', role: 'Owner', email: 'james@harborlogistics.example', phone: '+15625550102' }, address: '1400 W Anaheim St, Long Beach, CA 90813', latitude: 33.7826, longitude: -118.2117, building_use: 1, install_type: 'Rooftop', stage: 5 },
  { name: 'Sierra Foothill Winery', customer: { first_name: 'Elena', last_name: 'Rossi', role: 'General Manager', email: 'elena@sierrawinery.example', phone: '+12095550103' }, address: '9200 Main St, Plymouth, CA 95669', latitude: 38.4822, longitude: -120.8447, building_use: 24, install_type: 'GroundMount', stage: 4 },
  { name: 'Central Coast Packing', customer: { first_name: 'David', last_name: 'Nguyen', role: 'CFO', email: 'dnguyen@ccpacking.example', phone: '+18315550104' }, address: '500 Abbott St, Salinas, CA 93901', latitude: 36.6677, longitude: -121.6455, building_use: 2, install_type: 'Rooftop', stage: 3, ess: 250 },
  { name: 'Bakersfield Distribution Hub', customer: { first_name: 'Ashley', last_name: 'Carter', role: 'Operations Manager', email: 'acarter@bkdist.example', phone: '+16615550105' }, address: '3600 Pegasus Dr, Bakersfield, CA 93308', latitude: 35.4254, longitude: -119.0481, building_use: 1, install_type: 'Rooftop', stage: 2 },
  { name: 'Sacramento Medical Offices', customer: { first_name: 'Robert', last_name: 'Kim', role: 'Property Manager', email: 'rkim@sacmed.example', phone: '+19165550106' }, address: '2801 K St, Sacramento, CA 95816', latitude: 38.5735, longitude: -121.4702, building_use: 5, install_type: 'Carport', stage: 1 },
  { name: 'Inland Empire Plastics', customer: { first_name: 'Sofia', last_name: 'Martinez', role: 'Plant Manager', email: 'sofia@ieplastics.example', phone: '+19095550107' }, address: '1200 E Francis St, Ontario, CA 91761', latitude: 34.0447, longitude: -117.6321, building_use: 3, install_type: 'Rooftop', stage: 0 },
  { name: 'San Joaquin Dairy Cooperative', customer: { first_name: 'Tom', last_name: 'Visser', role: 'Board Chair', email: 'tom@sjdairy.example', phone: '+12095550108' }, address: '4500 E Mariposa Rd, Stockton, CA 95215', latitude: 37.9358, longitude: -121.2133, building_use: 25, install_type: 'GroundMount', stage: 6 },
  { name: 'Oakland Makers Hall', customer: { first_name: 'Priya', last_name: 'Shah', role: 'Executive Director', email: 'priya@makershall.example', phone: '+15105550109' }, address: '2101 Adeline St, Oakland, CA 94607', latitude: 37.8146, longitude: -122.2822, building_use: 4, install_type: 'Rooftop', stage: 2 },
  { name: 'Riverside Self Storage', customer: { first_name: 'Greg', last_name: 'Hollis', role: 'Owner', email: 'greg@rsstorage.example', phone: '+19515550110' }, address: '6800 Indiana Ave, Riverside, CA 92506', latitude: 33.9337, longitude: -117.4186, building_use: 6, install_type: 'Mixed', stage: 3 },
  { name: 'San Diego Brewing Works', customer: { first_name: 'Lena', last_name: 'Park', role: 'Co-founder', email: 'lena@sdbrewing.example', phone: '+16195550111' }, address: '4520 Market St, San Diego, CA 92102', latitude: 32.7115, longitude: -117.0986, building_use: 3, install_type: 'Rooftop', stage: 4, ess: 200 },
  { name: 'Hartford Precision Machining', customer: { first_name: 'Michael', last_name: 'Sullivan', role: 'President', email: 'msullivan@hpm.example', phone: '+18605550112' }, address: '80 Locust St, Hartford, CT 06114', latitude: 41.7502, longitude: -72.6688, building_use: 3, install_type: 'Rooftop', stage: 5 },
  { name: 'New Haven Food Terminal', customer: { first_name: 'Angela', last_name: 'DeLuca', role: 'Facilities Lead', email: 'angela@nhfood.example', phone: '+12035550113' }, address: '1 Food Terminal Plz, New Haven, CT 06511', latitude: 41.2957, longitude: -72.9106, building_use: 1, install_type: 'Rooftop', stage: 1 },
  { name: 'Stamford Office Park', customer: { first_name: 'William', last_name: 'Grant', role: 'Asset Manager', email: 'wgrant@stamfordpark.example', phone: '+12035550114' }, address: '1000 Washington Blvd, Stamford, CT 06901', latitude: 41.0475, longitude: -73.5419, building_use: 5, install_type: 'Carport', stage: 0 },
  { name: 'Waterbury Brass Works', customer: { first_name: 'Karen', last_name: 'Lombardi', role: 'Owner', email: 'karen@wbrass.example', phone: '+12035550115' }, address: '200 S Main St, Waterbury, CT 06706', latitude: 41.5488, longitude: -73.0389, building_use: 3, install_type: 'Rooftop', stage: 6 },
  { name: 'Norwalk Marine Supply', customer: { first_name: 'Chris', last_name: 'Beaumont', role: 'CEO', email: 'chris@nmsupply.example', phone: '+12035550116' }, address: '15 Water St, Norwalk, CT 06854', latitude: 41.0983, longitude: -73.4173, building_use: 2, install_type: 'Rooftop', stage: 3 },
  { name: 'Denver Data Center', customer: { first_name: 'Rachel', last_name: 'Adams', role: 'VP Infrastructure', email: 'radams@denverdc.example', phone: '+13035550117' }, address: '5350 S Valentia Way, Greenwood Village, CO 80111', latitude: 39.6176, longitude: -104.8852, building_use: 7, install_type: 'Mixed', stage: 4, ess: 1000 },
  { name: 'Boulder Natural Grocers', customer: { first_name: 'Ethan', last_name: 'Brooks', role: 'Store Director', email: 'ethan@bouldergrocers.example', phone: '+13035550118' }, address: '2355 30th St, Boulder, CO 80301', latitude: 40.0195, longitude: -105.2529, building_use: 2, install_type: 'Rooftop', stage: 2 },
  { name: 'Colorado Springs Fleet Depot', customer: { first_name: 'Nina', last_name: 'Petrov', role: 'Fleet Manager', email: 'nina@csfleet.example', phone: '+17195550119' }, address: '2910 N Nevada Ave, Colorado Springs, CO 80907', latitude: 38.8735, longitude: -104.8184, building_use: 8, install_type: 'Carport', stage: 5, ess: 400 },
  { name: 'Fort Collins Brewery Row', customer: { first_name: 'Sam', last_name: 'Whitaker', role: 'Owner', email: 'sam@fcbrew.example', phone: '+19705550120' }, address: '500 Linden St, Fort Collins, CO 80524', latitude: 40.5916, longitude: -105.0703, building_use: 3, install_type: 'Rooftop', stage: 1 },
  { name: 'Pueblo Steel Fabricators', customer: { first_name: 'Luis', last_name: 'Romero', role: 'General Manager', email: 'luis@pueblosteel.example', phone: '+17195550121' }, address: '1612 E Abriendo Ave, Pueblo, CO 81004', latitude: 38.2467, longitude: -104.5961, building_use: 3, install_type: 'GroundMount', stage: 0 },
  { name: 'Providence Textile Lofts', customer: { first_name: 'Claire', last_name: 'Dubois', role: 'HOA President', email: 'claire@ptlofts.example', phone: '+14015550122' }, address: '1005 Main St, Pawtucket, RI 02860', latitude: 41.8787, longitude: -71.3826, building_use: 9, install_type: 'Rooftop', stage: 3 },
  { name: 'Warwick Airport Parking', customer: { first_name: 'Brian', last_name: "O'Neil", role: 'Operations Director', email: 'brian@warwickpark.example', phone: '+14015550123' }, address: '2000 Post Rd, Warwick, RI 02886', latitude: 41.7251, longitude: -71.4326, building_use: 8, install_type: 'Carport', stage: 6 },
  { name: 'Newport Shipyard Services', customer: { first_name: 'Hannah', last_name: 'Fisher', role: 'Owner', email: 'hannah@newportyard.example', phone: '+14015550124' }, address: '1 Washington St, Newport, RI 02840', latitude: 41.4901, longitude: -71.3166, building_use: 2, install_type: 'Mixed', stage: 2 },
  { name: 'Cranston Printing Plant', customer: { first_name: 'Paul', last_name: 'Medeiros', role: 'Plant Director', email: 'paul@cranstonprint.example', phone: '+14015550125' }, address: '1475 Elmwood Ave, Cranston, RI 02910', latitude: 41.7787, longitude: -71.4242, building_use: 3, install_type: 'Rooftop', stage: 1 },
];
