// /recruit-dashboard/scenario-comparison?scenario1={id}&scenario2={id}: two of the recruit's
// scenarios side by side, each module's key figures and the five-year summary, the figures that
// differ highlighted (docs/spec/doc2.md deep links; docs/discovery.md "Scenario comparison").
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { compareScenarioData, type ComparedFigure, formatFigure } from '@shared/collab';
import { formatPercent, PERCENT_DECIMALS } from '@shared/format';
import { hrefs } from '@client/config/paths';
import { ApiError } from '@client/lib/api';
import { useSession } from '@client/lib/session';
import { FigureTable } from '../components/figure-table';
import { LoadingState, ScenarioErrorState } from '../components/page-states';
import { ScenarioBadge } from '../components/scenario-badge';
import { ScenarioPageHeader } from '../components/scenario-page-header';
import { useCompanySettings } from '../api/company-settings';
import { useScenario, useScenarioList } from '../api/scenarios';
import { scenarioBackLink } from '../lib/scenario-back-link';
import { parseScenarioId } from '../lib/scenario-id';

export default function ScenarioComparisonPage() {
  const search = new URLSearchParams(useSearch());
  const firstId = parseScenarioId(search.get('scenario1'));
  const secondId = parseScenarioId(search.get('scenario2'));
  const { user } = useSession();
  const second = useScenario(secondId);
  // Without scenario1 the recruit's baseline stands in: the comparison is baseline versus sandbox.
  const list = useScenarioList(firstId === undefined ? second.data?.recruit : undefined);
  const first = useScenario(firstId ?? list.data?.find((s) => s.type === 'baseline')?.id);
  const { settings, pending } = useCompanySettings();
  const back = scenarioBackLink(user?.type, second.data?.recruit);
  useEffect(() => {
    document.title = 'Scenario Comparison · Clearpath';
  }, []);

  if (secondId === undefined) return <ScenarioErrorState detail="This link does not name a scenario to compare." back={back} />;
  const failed = [second, list, first].find((q) => q.isError);
  if (failed) {
    console.error('Failed to load scenario data', failed.error);
    return <ScenarioErrorState detail={failed.error instanceof ApiError ? failed.error.message : undefined} back={back} />;
  }
  if (firstId === undefined && list.isSuccess && !list.data.some((s) => s.type === 'baseline'))
    return <ScenarioErrorState detail="No baseline scenario found" back={back} />;
  if (!first.data || !second.data || pending) return <LoadingState label="Loading comparison..." />;

  const a = first.data;
  const b = second.data;
  const sections = compareScenarioData(a.data, b.data, settings);
  const changed = sections.reduce((n, s) => n + s.figures.filter((f) => f.difference !== 0).length, 0);
  return (
    <div className="min-h-screen bg-slate-50">
      <ScenarioPageHeader
        title="Scenario Comparison"
        subtitle={
          <>
            <ScenarioBadge scenario={a} /> <span aria-hidden="true">vs</span> <ScenarioBadge scenario={b} />
          </>
        }
        back={back}
        action={{ href: hrefs.scenarioCalculator(b), label: 'Open in Calculator' }}
      />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6">
        <p role="status" className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
          {changed === 0
            ? `${b.name} has the same figures as ${a.name}.`
            : `${changed} ${changed === 1 ? 'figure differs' : 'figures differ'}, highlighted below. The difference is ${b.name} minus ${a.name}.`}
        </p>
        {sections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={`compare-${section.id}`}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id={`compare-${section.id}`} className="mb-3 text-base font-semibold text-slate-900">
              {section.title}
            </h2>
            <FigureTable
              caption={`${section.title}: ${a.name} and ${b.name}`}
              columns={['Figure', a.name, b.name, 'Difference']}
              fixed
              rows={section.figures.map((f) => ({
                key: f.id,
                highlight: f.difference !== 0,
                emphasis: f.id === 'five-year-total',
                cells: [f.label, shown(f, f.first), shown(f, f.second), <Difference key="d" figure={f} />],
              }))}
            />
          </section>
        ))}
      </main>
    </div>
  );
}

/** A figure as the calculators show it: ownership to three decimals (docs/spec/doc1.md §9), like "6.800%". */
function shown(figure: ComparedFigure, value: number): string {
  return figure.id === 'ownership-percentage' ? formatPercent(value, PERCENT_DECIMALS.ownership) : formatFigure(value, figure.format);
}

function Difference({ figure }: { figure: ComparedFigure }) {
  const { difference } = figure;
  if (difference === 0) return <span className="text-slate-500">No change</span>;
  const text = shown(figure, Math.abs(difference));
  // Neutral: a higher figure is not always better (expenses), the row's highlight says "differs".
  return (
    <span className="font-semibold text-slate-900">
      {difference > 0 ? '+' : '−'}
      {text}
    </span>
  );
}
