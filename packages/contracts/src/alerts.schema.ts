import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { Nullable } from './common.schema.ts';
import { Text } from './text.schema.ts';
import {
  ALERT_FEEDS,
  AVALANCHE_VALID_PERIODS,
  WARNING_COLOURS,
  WARNING_EVENTS,
  WARNING_SEVERITIES,
  type AlertFeed,
  type WarningColour,
  type WarningEvent,
  type WarningSeverity,
} from './alerts.constants.ts';

const StringEnum = <T extends string>(values: readonly T[], description?: string): TUnsafe<T> =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

const DateTime = (description?: string) => Text({ format: 'date-time', ...(description ? { description } : {}) });

/** A `<parameter>` of a CAP alert (MetService sends ColourCode, ColourCodeHex, NextUpdate, …). */
export const WarningParameter = Type.Object({ valueName: Text(), value: Text() }, { additionalProperties: false });
export type WarningParameter = Static<typeof WarningParameter>;

/**
 * A MetService severe-weather watch or warning (CAP 1.2), as it applies to a location:
 * the location's point or a point of its track line lies inside the warning's area.
 */
export const MetserviceAlert = Type.Object(
  {
    id: Text({ description: "The CAP identifier of the alert in force (an update's own identifier)." }),
    headline: Text(),
    event: StringEnum(WARNING_EVENTS, "wind, snow, rain or thunderstorm; 'other' for anything else MetService warns of."),
    event_name: Text({ description: "MetService's own words, e.g. 'Heavy Rain Warning'." }),
    severity: StringEnum(WARNING_SEVERITIES, 'minor (yellow), moderate (orange) or severe (red), from the colour code.'),
    colour: StringEnum(WARNING_COLOURS),
    onset: DateTime('When the weather is expected to start.'),
    expires: DateTime('When the warning ends.'),
    sent: DateTime('When this version was issued.'),
    area: Type.Object({ description: Text() }, { additionalProperties: false }),
    description: Text({ description: 'Plain text.' }),
    instruction: Nullable(Text({ description: 'What to do, plain text.' })),
    parameters: Type.Array(WarningParameter, { description: 'Including NextUpdate when MetService gives one.' }),
    web: Nullable(Text({ description: "MetService's page for the warning." })),
    sample: Type.Boolean({ description: 'A sample (FEEDS=sample), never a real warning.' }),
  },
  { title: 'MetserviceAlert', additionalProperties: false },
);
export type MetserviceAlert = Static<typeof MetserviceAlert>;

/** One elevation band of an avalanche advisory, by position: 0 High Alpine, 1 Alpine, 2 Sub Alpine. */
export const AltitudeDanger = Type.Object(
  {
    rating: Type.Integer({ minimum: -5, maximum: 5, description: '1–5; 0 and negatives mean not rated (-3: centre closed).' }),
    altitude_from: Nullable(Type.Number({ description: 'Metres.' })),
    altitude_to: Nullable(Type.Number({ description: 'Metres.' })),
    description: Nullable(Text({ description: "The forecaster's words for the band." })),
  },
  { title: 'AltitudeDanger', additionalProperties: false },
);
export type AltitudeDanger = Static<typeof AltitudeDanger>;

/** An NZ Avalanche Advisory forecast for an advisory region the location lies in. */
export const NzaaAdvisory = Type.Object(
  {
    id: Type.Integer(),
    region: Text({ description: 'Advisory region, e.g. Fiordland.' }),
    region_id: Type.Integer(),
    created: DateTime(),
    last_edited: Nullable(DateTime()),
    valid_period: Type.Union(
      AVALANCHE_VALID_PERIODS.map((hours) => Type.Literal(hours)),
      { description: 'Hours from created: 24, 48 or 72.' },
    ),
    level: Nullable(Type.Integer({ description: 'The highest band rating.' })),
    important_information: Nullable(Text({ description: 'HTML, sanitised by the server.' })),
    altitude_danger: Type.Array(AltitudeDanger),
    web: Nullable(Text({ description: "The region's page on the advisory's site." })),
    sample: Type.Boolean(),
  },
  { title: 'NzaaAdvisory', additionalProperties: false },
);
export type NzaaAdvisory = Static<typeof NzaaAdvisory>;


/** A site alert (the product's own notice, or a closure). */
export const SiteAlert = Type.Object(
  {
    alert_name: Text({ description: "'closed' for a closure." }),
    title: Text(),
    content: Text({ description: 'HTML, sanitised by the server.' }),
  },
  { title: 'SiteAlert', additionalProperties: false },
);
export type SiteAlert = Static<typeof SiteAlert>;

/** An alert from the Department of Conservation about the location, or a hut or campsite on it. */
export const DocAlert = Type.Object(
  {
    id: Text(),
    heading: Text(),
    detail: Text({ description: 'HTML, sanitised by the server.' }),
    display_date: Nullable(Text({ description: 'YYYY-MM-DD: when DOC posted it.' })),
    place: Text({ description: 'The track, hut or campsite it is about.' }),
    sample: Type.Boolean(),
  },
  { title: 'DocAlert', additionalProperties: false },
);
export type DocAlert = Static<typeof DocAlert>;

/** The alerts embedded in a location's own answer (the alerts badge and banner). */
export const LocationAlerts = Type.Object(
  {
    metservice: Type.Array(MetserviceAlert),
    nzaa: Type.Array(NzaaAdvisory),
    doc: Type.Array(DocAlert, { description: "DOC's alerts about the location and the huts and campsites on it: they carry no dates, so they count whatever the trip's." }),
  },
  { title: 'LocationAlerts', additionalProperties: false },
);
export type LocationAlerts = Static<typeof LocationAlerts>;

/** How fresh one feed's copy is: a feed that fails keeps its last good copy, and says how old it is. */
export const FeedStatus = Type.Object(
  {
    feed: StringEnum(ALERT_FEEDS),
    fetched_at: Nullable(DateTime('When the copy answered was fetched; null: never (the feed has not answered yet).')),
    stale: Type.Boolean({ description: 'The last attempts failed: the copy is older than the feed’s interval.' }),
    enabled: Type.Boolean({ description: 'False when the feed is not configured (DOC without an API key).' }),
  },
  { title: 'FeedStatus', additionalProperties: false },
);
export type FeedStatus = Static<typeof FeedStatus>;

/** GET alerts/{routeType}/{slug} (spec part 2 §3 alerts response). */
export const AlertsResponse = Type.Object(
  {
    site: Type.Array(SiteAlert),
    closedAlerts: Type.Array(SiteAlert),
    doc: Type.Array(DocAlert, { description: "DOC's alerts about the location itself." }),
    huts: Type.Array(DocAlert, { description: "DOC's alerts about huts on or near it." }),
    campsites: Type.Array(DocAlert, { description: "DOC's alerts about campsites on or near it." }),
    metservice: Type.Array(MetserviceAlert, { description: 'Every warning in force or to come; the client filters by trip dates.' }),
    nzaa: Type.Array(NzaaAdvisory, { description: 'The latest advisory of each region the location is in.' }),
    feeds: Type.Array(FeedStatus),
    sample: Type.Boolean({ description: 'FEEDS=sample: every item is sample data.' }),
  },
  { title: 'AlertsResponse', additionalProperties: false },
);
export type AlertsResponse = Static<typeof AlertsResponse>;

export type { AlertFeed, WarningColour, WarningEvent, WarningSeverity };
