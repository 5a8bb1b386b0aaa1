/** Alerts for stories: a stormy August on the Kepler Track (invented, like the sample feed). */
import type { AvalancheAdvisoryItem } from '../AvalancheAdvisoryCard/AvalancheAdvisoryCard.tsx';
import type { DocAlertItem } from '../AlertsPanel/AlertsPanel.tsx';
import type { WarningGroupItem, WeatherWarningItem } from '../WeatherWarnings/WeatherWarnings.tsx';

const warning = (over: Partial<WeatherWarningItem>): WeatherWarningItem => ({
  id: 'w',
  title: 'Heavy Rain Warning',
  area: 'Fiordland National Park',
  onset: '2026-08-08T06:00:00Z',
  expires: '2026-08-09T09:00:00Z',
  description: 'Expect 250 to 350 mm of rain about the ranges, with peak intensities of 40 to 60 mm per hour.',
  instruction: 'Do not attempt to cross flooded streams or rivers. Stay in a hut or a safe place until the water drops.',
  nextUpdate: '2026-08-08T09:00:00Z',
  web: 'https://www.metservice.com/warnings/home',
  sample: false,
  ...over,
});

export const warningGroups: WarningGroupItem[] = [
  { colour: 'red', title: 'Red warnings', warnings: [warning({ id: 'red-rain' })] },
  {
    colour: 'orange',
    title: 'Orange warnings',
    warnings: [warning({ id: 'orange-wind', title: 'Strong Wind Warning', area: 'Fiordland and the Southland ranges', description: 'Northwest winds may approach severe gale in exposed places, with gusts of 130 km/h.', instruction: 'Keep below the bushline.', nextUpdate: null })],
  },
  {
    colour: 'yellow',
    title: 'Yellow watches and warnings',
    warnings: [warning({ id: 'yellow-snow', title: 'Heavy Snow Watch', area: 'Fiordland and Southland ranges above 800 metres', description: 'Snow may approach warning amounts above 800 metres.', instruction: null, nextUpdate: null, web: null })],
  },
];

export const advisory: AvalancheAdvisoryItem = {
  id: 9003,
  region: 'Fiordland',
  rating: { name: 'Considerable', colour: 'orange', advice: 'Dangerous avalanche conditions. Careful snowpack evaluation, cautious route-finding and conservative decision-making are essential.' },
  bands: [
    { name: 'High Alpine', range: 'Above 1,800 m', rating: { name: 'Considerable', colour: 'orange', advice: 'Dangerous avalanche conditions. Careful snowpack evaluation, cautious route-finding and conservative decision-making are essential.' } },
    { name: 'Alpine', range: '1,200 to 1,800 m', rating: { name: 'Moderate', colour: 'yellow', advice: 'Heightened avalanche conditions on specific terrain features. Evaluate snow and terrain carefully.' } },
    { name: 'Sub Alpine', range: 'Below 1,200 m', rating: { name: 'Low', colour: 'green', advice: 'Generally safe avalanche conditions. Watch for unstable snow on isolated terrain features.' } },
  ],
  importantInformationHtml: '<p>New snow and strong northwest winds are building <strong>wind slabs</strong> on lee slopes in the alpine.</p>',
  issued: '2026-08-07T06:40:00Z',
  validUntil: '2026-08-09T19:10:00Z',
  web: 'https://www.avalanche.net.nz/region/fiordland',
  sample: false,
};

export const docAlerts: DocAlertItem[] = [
  {
    id: 'd1',
    heading: 'Avalanche risk between Luxmore Hut and Iris Burn Hut',
    detailHtml: '<p>In winter, only people with alpine skills and avalanche gear should walk between Luxmore Hut and Iris Burn Hut.</p>',
    place: 'Kepler Track',
    date: '2026-08-06',
    sample: false,
  },
  {
    id: 'd2',
    heading: 'Gas cookers not provided in winter',
    detailHtml: '<p>From May to October there are no gas cookers at Luxmore Hut. Bring your own stove and fuel.</p>',
    place: 'Luxmore Hut',
    date: '2026-08-05',
    sample: false,
  },
];
