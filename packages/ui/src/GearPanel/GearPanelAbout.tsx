import styled from 'styled-components';

/** Where a preset list's advice comes from. */
export interface GearPanelSource {
  title: string;
  publisher: string;
  url: string;
}

export interface GearPanelAboutProps {
  description: string;
  sources: readonly GearPanelSource[];
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const publishers = (sources: readonly GearPanelSource[]) => [...new Map(sources.map((source) => [source.publisher, source])).values()];

/** What the preset is for, and whose guidance it follows (each publisher linked). */
export function GearPanelAbout({ description, sources }: GearPanelAboutProps) {
  const credited = publishers(sources);
  return (
    <Root>
      <p>{description}</p>
      {credited.length > 0 ? (
        <p>
          Based on guidance from{' '}
          {credited.map((source, index) => (
            <span key={source.publisher}>
              {index > 0 ? (index === credited.length - 1 ? ' and ' : ', ') : null}
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.publisher}
              </a>
            </span>
          ))}
          .
        </p>
      ) : null}
    </Root>
  );
}
