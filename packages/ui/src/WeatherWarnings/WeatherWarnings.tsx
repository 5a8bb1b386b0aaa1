import styled, { css, type DefaultTheme } from 'styled-components';
import { Accordion } from '../Accordion/Accordion.tsx';
import { formatUpdatedAt } from '../format/forecastFormat.ts';
import { SampleDataTag } from '../SampleDataTag/SampleDataTag.tsx';

/** A MetService watch or warning as the alerts page shows it. */
export interface WeatherWarningItem {
  id: string;
  /** The headline without its colour ('Heavy Rain Warning'). */
  title: string;
  area: string;
  /** ISO instants. */
  onset: string;
  expires: string;
  description: string;
  instruction: string | null;
  /** When MetService will update it (ISO), when it says. */
  nextUpdate: string | null;
  web: string | null;
  sample: boolean;
}

export interface WarningGroupItem {
  colour: 'red' | 'orange' | 'yellow';
  title: string;
  warnings: readonly WeatherWarningItem[];
}

export interface WeatherWarningsProps {
  /** Red, orange, yellow, each already in wind, snow, rain, thunderstorm order. */
  groups: readonly WarningGroupItem[];
  /** The groups' heading level; each warning's toggle is one below. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

const tone = (theme: DefaultTheme, colour: WarningGroupItem['colour']) =>
  ({ red: [theme.colors.danger, theme.colors.dangerSoft], orange: [theme.colors.warning, theme.colors.warningSoft], yellow: [theme.colors.caution, theme.colors.cautionSoft] })[colour];

const Group = styled.section<{ $colour: WarningGroupItem['colour'] }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme, $colour }) => {
    const [strong, soft] = tone(theme, $colour);
    return css`
      --warning-strong: ${strong};
      --warning-soft: ${soft};
    `;
  }}
`;

const GroupTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  &::before {
    content: '';
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    border-radius: ${({ theme }) => theme.radii.round};
    background: var(--warning-strong);
  }
`;

const Items = styled(Accordion.Root)`
  border-left: ${({ theme }) => theme.space.xxs} solid var(--warning-strong);
`;

const TriggerText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  text-align: left;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  p {
    margin: 0;
    white-space: pre-line;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const When = styled.p`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: var(--warning-soft);
  color: ${({ theme }) => theme.colors.text};
`;

/** Spec part 2 §2: MetService's warnings grouped red, orange, yellow, each as an accordion. */
export function WeatherWarnings({ groups, headingLevel = 3 }: WeatherWarningsProps) {
  return (
    <>
      {groups.map((group) => (
        <Group key={group.colour} $colour={group.colour} aria-label={group.title}>
          <GroupTitle as={`h${headingLevel}`}>{group.title}</GroupTitle>
          <Items type="multiple">
            {group.warnings.map((warning) => (
              <Accordion.Item key={warning.id} value={warning.id}>
                <Accordion.Trigger headingLevel={(headingLevel + 1) as 3 | 4 | 5}>
                  <TriggerText>
                    <span>{warning.title}</span>
                    <small>{warning.area}</small>
                  </TriggerText>
                  {warning.sample ? <SampleDataTag /> : null}
                </Accordion.Trigger>
                <Accordion.Content>
                  <Body>
                    <When>
                      From {formatUpdatedAt(warning.onset)} to {formatUpdatedAt(warning.expires)}
                    </When>
                    <p>{warning.description}</p>
                    {warning.instruction ? <p>{warning.instruction}</p> : null}
                    {warning.nextUpdate ? <p>Next update: {formatUpdatedAt(warning.nextUpdate)}</p> : null}
                    {warning.web ? (
                      <a href={warning.web} target="_blank" rel="noopener noreferrer">
                        MetService’s warning
                      </a>
                    ) : null}
                  </Body>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Items>
        </Group>
      ))}
    </>
  );
}
