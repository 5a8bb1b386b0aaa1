/**
 * Story data in the exact shape of the API contract (`SearchResultItem` and
 * `Location` of packages/contracts/src/locations.schema.ts, snake_case and nullable
 * as there). The components accept these objects as they are, which is what lets
 * the web app pass API answers straight in.
 */
import { alpinePhoto, coastPhoto, forestPhoto, valleyPhoto } from './photos.ts';

type IdTitle = { id: number; title: string };

/** A search result / nearby hut or campsite, as the API answers it. */
export interface FixtureSummary {
  id: number;
  type: 'Track' | 'Hut' | 'Campsite';
  slug: string;
  title: string;
  is_closed: boolean;
  locations: { title: string }[];
  regions: IdTitle[];
  lat: number;
  lng: number;
  thumbnail: string | null;
  distance: number | null;
  track_type: string | null;
  walking_duration: string | null;
  difficulty: IdTitle[];
  number_of_bunks: number | null;
  bookable: boolean | null;
  info_link: string | null;
}

/** A full location (GET /api/v1/{tracks,huts,campsites}/{slug}), as the API answers it. */
export interface FixtureLocation extends FixtureSummary {
  introduction: string | null;
  singular_name: string;
  plural_name: string;
  image: string | null;
  image_alt: string | null;
  gallery: { lg: string; sm: string; title: string | null; credit: string | null }[];
  photo_credit: string | null;
  alerts: { metservice: never[]; nzaa: never[] };
  dogs_allowed: boolean | null;
  dogs_allowed_information: string | null;
  wheelchair_friendly: boolean | null;
  geojson: null;
  huts: FixtureSummary[];
  campsites: FixtureSummary[];
}

const centralNorthIsland = { id: 4, title: 'Central North Island' };
const nelsonTasman = { id: 9, title: 'Nelson/Tasman' };
const canterbury = { id: 12, title: 'Canterbury' };
const intermediate = { id: 3, title: 'Intermediate' };
const easy = { id: 2, title: 'Easy' };
const easiest = { id: 1, title: 'Easiest' };
const advanced = { id: 4, title: 'Advanced' };

const noTrackFacts = {
  distance: null,
  track_type: null,
  walking_duration: null,
  difficulty: [],
} satisfies Partial<FixtureSummary>;

export const tongariroCrossing: FixtureSummary = {
  id: 101,
  type: 'Track',
  slug: 'tongariro-alpine-crossing',
  title: 'Tongariro Alpine Crossing',
  is_closed: false,
  locations: [{ title: 'Tongariro National Park' }],
  regions: [centralNorthIsland],
  lat: -39.1327,
  lng: 175.6437,
  thumbnail: alpinePhoto,
  distance: 19.4,
  track_type: 'Point to Point',
  walking_duration: '7–8 hr one way',
  difficulty: [intermediate, advanced],
  number_of_bunks: null,
  bookable: null,
  info_link: 'https://www.doc.govt.nz/parks-and-recreation/places-to-go/central-north-island/places/tongariro-national-park/things-to-do/tongariro-alpine-crossing/',
};

export const abelTasmanCoastTrack: FixtureSummary = {
  id: 102,
  type: 'Track',
  slug: 'abel-tasman-coast-track',
  title: 'Abel Tasman Coast Track',
  is_closed: false,
  locations: [{ title: 'Abel Tasman National Park' }],
  regions: [nelsonTasman],
  lat: -40.9,
  lng: 173.0,
  thumbnail: coastPhoto,
  distance: 60,
  track_type: 'Point to Point',
  walking_duration: '3–5 days',
  difficulty: [intermediate],
  number_of_bunks: null,
  bookable: null,
  info_link: null,
};

export const hookerValleyTrack: FixtureSummary = {
  id: 103,
  type: 'Track',
  slug: 'hooker-valley-track',
  title: 'Hooker Valley Track',
  is_closed: false,
  locations: [{ title: 'Aoraki/Mount Cook National Park' }],
  regions: [canterbury],
  lat: -43.7186,
  lng: 170.0962,
  thumbnail: valleyPhoto,
  distance: 10,
  track_type: 'Return',
  walking_duration: '3 hr return',
  difficulty: [easy],
  number_of_bunks: null,
  bookable: null,
  info_link: null,
};

export const waikoropupuSprings: FixtureSummary = {
  id: 104,
  type: 'Track',
  slug: 'te-waikoropupu-springs-track',
  title: 'Te Waikoropupū Springs Track',
  is_closed: false,
  locations: [{ title: 'Golden Bay' }],
  regions: [nelsonTasman],
  lat: -40.8466,
  lng: 172.7709,
  thumbnail: forestPhoto,
  distance: 0.85,
  track_type: 'Loop Track',
  walking_duration: '45 min loop',
  difficulty: [easiest],
  number_of_bunks: null,
  bookable: null,
  info_link: null,
};

/** A track DOC gives no difficulty: shown as UNKNOWN. */
export const mountRobertCircuit: FixtureSummary = {
  id: 105,
  type: 'Track',
  slug: 'mount-robert-circuit',
  title: 'Mount Robert Circuit',
  is_closed: false,
  locations: [],
  regions: [nelsonTasman],
  lat: -41.8239,
  lng: 172.8019,
  thumbnail: forestPhoto,
  distance: 9,
  track_type: 'Loop Track',
  walking_duration: '5 hr loop',
  difficulty: [],
  number_of_bunks: null,
  bookable: null,
  info_link: null,
};

export const heaphyTrackClosed: FixtureSummary = {
  id: 106,
  type: 'Track',
  slug: 'heaphy-track',
  title: 'Heaphy Track',
  is_closed: true,
  locations: [{ title: 'Kahurangi National Park' }],
  regions: [nelsonTasman],
  lat: -40.88,
  lng: 172.4,
  thumbnail: valleyPhoto,
  distance: 78.4,
  track_type: 'Point to Point',
  walking_duration: '4–6 days',
  difficulty: [intermediate],
  number_of_bunks: null,
  bookable: null,
  info_link: null,
};

export const longNamedTrack: FixtureSummary = {
  id: 107,
  type: 'Track',
  slug: 'southern-crossing-otaki-forks-te-matawai',
  title: 'Te Araroa – Tararua Range: Ōtaki Forks to Te Matawai Hut and the Southern Crossing via Mount Hector',
  is_closed: false,
  locations: [{ title: 'Tararua Forest Park, Ōtaki Forks and the Kāpiti Coast foothills' }],
  regions: [{ id: 7, title: 'Manawatū-Whanganui' }, { id: 8, title: 'Wellington/Kāpiti' }],
  lat: -40.87,
  lng: 175.23,
  thumbnail: forestPhoto,
  distance: 1234.5,
  track_type: 'Point to Point',
  walking_duration: 'Ōtaki Forks to Field Hut 3 hr, Field Hut to Te Matawai Hut 7–9 hr one way',
  difficulty: [{ id: 5, title: 'Expert' }],
  number_of_bunks: null,
  bookable: null,
  info_link: null,
};

export const mangatepopoHut: FixtureSummary = {
  id: 201,
  type: 'Hut',
  slug: 'mangatepopo-hut',
  title: 'Mangatepopo Hut',
  is_closed: false,
  locations: [{ title: 'Tongariro National Park' }],
  regions: [centralNorthIsland],
  lat: -39.145,
  lng: 175.568,
  thumbnail: alpinePhoto,
  ...noTrackFacts,
  number_of_bunks: 20,
  bookable: false,
  info_link: 'https://www.doc.govt.nz/parks-and-recreation/places-to-go/central-north-island/places/tongariro-national-park/things-to-do/huts/mangatepopo-hut/',
};

export const muellerHut: FixtureSummary = {
  id: 202,
  type: 'Hut',
  slug: 'mueller-hut',
  title: 'Mueller Hut',
  is_closed: false,
  locations: [{ title: 'Aoraki/Mount Cook National Park' }],
  regions: [canterbury],
  lat: -43.7206,
  lng: 170.0653,
  thumbnail: valleyPhoto,
  ...noTrackFacts,
  number_of_bunks: 28,
  bookable: true,
  info_link: 'https://www.doc.govt.nz/parks-and-recreation/places-to-go/canterbury/places/aoraki-mount-cook-national-park/things-to-do/huts/mueller-hut/',
};

export const ketetahiShelter: FixtureSummary = {
  ...mangatepopoHut,
  id: 203,
  slug: 'ketetahi-shelter',
  title: 'Ketetahi Emergency Shelter',
  thumbnail: null,
  number_of_bunks: 1,
  bookable: null,
  info_link: null,
};

export const totaranuiCampsite: FixtureSummary = {
  id: 301,
  type: 'Campsite',
  slug: 'totaranui-campsite',
  title: 'Tōtaranui Campsite',
  is_closed: false,
  locations: [{ title: 'Abel Tasman National Park' }],
  regions: [nelsonTasman],
  lat: -40.8234,
  lng: 173.0046,
  thumbnail: coastPhoto,
  ...noTrackFacts,
  number_of_bunks: null,
  bookable: true,
  info_link: 'https://www.doc.govt.nz/parks-and-recreation/places-to-go/nelson-tasman/places/abel-tasman-national-park/things-to-do/campsites/totaranui-campsite/',
};

export const mangahuiaCampsite: FixtureSummary = {
  id: 302,
  type: 'Campsite',
  slug: 'mangahuia-campsite',
  title: 'Mangahuia Campsite',
  is_closed: false,
  locations: [{ title: 'Tongariro National Park' }],
  regions: [centralNorthIsland],
  lat: -39.1562,
  lng: 175.4678,
  thumbnail: forestPhoto,
  ...noTrackFacts,
  number_of_bunks: null,
  bookable: false,
  info_link: 'https://www.doc.govt.nz/parks-and-recreation/places-to-go/central-north-island/places/tongariro-national-park/things-to-do/campsites/mangahuia-campsite/',
};

export const kerrBayCampsiteClosed: FixtureSummary = {
  ...mangahuiaCampsite,
  id: 303,
  slug: 'lake-rotoiti-kerr-bay-campsite',
  title: 'Kerr Bay Campsite',
  locations: [{ title: 'Nelson Lakes National Park' }],
  regions: [nelsonTasman],
  thumbnail: null,
  is_closed: true,
};

/** A varied page of results: tracks, huts and campsites. */
export const manyResults: FixtureSummary[] = [
  tongariroCrossing,
  abelTasmanCoastTrack,
  mangatepopoHut,
  hookerValleyTrack,
  totaranuiCampsite,
  waikoropupuSprings,
  muellerHut,
  heaphyTrackClosed,
  mangahuiaCampsite,
  mountRobertCircuit,
];

const noAlerts = { metservice: [], nzaa: [] };

export const tongariroLocation: FixtureLocation = {
  ...tongariroCrossing,
  introduction:
    'From November to May, trek across a volcanic alpine landscape of dramatic contrasts: steaming vents, emerald lakes and the red crater of an active volcano.\n\nFrom June to October, snow and ice mean alpine skills and experience are essential. It is best to go with a guide or choose another track.',
  singular_name: 'track',
  plural_name: 'tracks',
  image: alpinePhoto,
  image_alt: 'The Emerald Lakes below Red Crater',
  gallery: [
    { lg: alpinePhoto, sm: alpinePhoto, title: 'Red Crater', credit: 'Aroha Ngata / DOC' },
    { lg: valleyPhoto, sm: valleyPhoto, title: 'Mangatepopo Valley', credit: 'Sam Wilson' },
    { lg: forestPhoto, sm: forestPhoto, title: 'Ketetahi bush', credit: null },
  ],
  photo_credit: 'Aroha Ngata / DOC',
  alerts: noAlerts,
  dogs_allowed: false,
  dogs_allowed_information: 'No dogs: this track is in a national park.',
  wheelchair_friendly: false,
  geojson: null,
  huts: [mangatepopoHut, ketetahiShelter],
  campsites: [mangahuiaCampsite],
};

export const muellerHutLocation: FixtureLocation = {
  ...muellerHut,
  introduction:
    'Perched on the Sealy Range, Mueller Hut looks across to Aoraki/Mount Cook and the Hooker Glacier. The climb is steep and exposed; in winter it is an alpine route.',
  singular_name: 'hut',
  plural_name: 'huts',
  image: valleyPhoto,
  image_alt: null,
  gallery: [],
  photo_credit: 'Mere Taylor',
  alerts: noAlerts,
  dogs_allowed: false,
  dogs_allowed_information: 'No dogs',
  wheelchair_friendly: false,
  geojson: null,
  huts: [],
  campsites: [],
};

export const totaranuiLocation: FixtureLocation = {
  ...totaranuiCampsite,
  introduction:
    'A large campsite by a golden beach at the northern end of the Abel Tasman Coast Track, with tap water, flush toilets and cold showers.',
  singular_name: 'campsite',
  plural_name: 'campsites',
  image: coastPhoto,
  image_alt: 'Tōtaranui beach at low tide',
  gallery: [],
  photo_credit: null,
  alerts: noAlerts,
  dogs_allowed: true,
  dogs_allowed_information: 'Dogs on a leash in the campground only; not on the Coast Track.',
  wheelchair_friendly: true,
  geojson: null,
  huts: [],
  campsites: [],
};
