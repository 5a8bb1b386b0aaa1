/**
 * How the alerts page lists weather warnings (spec part 2 §4): red (severe), orange
 * (moderate), yellow (minor), each in the order wind, snow, rain, thunderstorm, and the
 * headline without what follows its dash ('Heavy Rain Warning - Orange' →
 * 'Heavy Rain Warning').
 */
import { WARNING_EVENTS, type MetserviceAlert, type WarningSeverity } from '@planmywalk/contracts';

export type WarningGroupColour = 'red' | 'orange' | 'yellow';

export interface WarningGroup {
  colour: WarningGroupColour;
  /** 'Red warnings', 'Orange warnings', 'Yellow watches and warnings'. */
  title: string;
  warnings: MetserviceAlert[];
}

const GROUPS: ReadonlyArray<{ colour: WarningGroupColour; severity: WarningSeverity; title: string }> = [
  { colour: 'red', severity: 'severe', title: 'Red warnings' },
  { colour: 'orange', severity: 'moderate', title: 'Orange warnings' },
  { colour: 'yellow', severity: 'minor', title: 'Yellow watches and warnings' },
];

/** The headline up to its dash. */
export function trimHeadline(headline: string): string {
  const cut = headline.split(/\s+[-–—]\s+/)[0] ?? headline;
  return cut.trim() || headline.trim();
}

/** Non-empty groups, red first; within each, wind, snow, rain, thunderstorm, others, then by onset. */
export function groupWarnings(warnings: readonly MetserviceAlert[]): WarningGroup[] {
  return GROUPS.map(({ colour, severity, title }) => ({
    colour,
    title,
    warnings: warnings
      .filter((warning) => warning.severity === severity)
      .sort((a, b) => WARNING_EVENTS.indexOf(a.event) - WARNING_EVENTS.indexOf(b.event) || Date.parse(a.onset) - Date.parse(b.onset)),
  })).filter((group) => group.warnings.length > 0);
}
