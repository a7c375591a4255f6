import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { cx, EmptyState, PageSpinner } from '@client/components/ui';
import { hrefs, paths } from '@client/config/paths';
import { useUrlParams } from '@client/lib/url-state';
import { DISCOVERY_MODULE_LABELS, DISCOVERY_MODULES, type DiscoveryModule } from '@shared/domain/discovery-modules';
import type { Scenario } from '@shared/schemas/scenarios';
import { LivePricing } from '../components/discovery/live-pricing';
import { NewTabLink } from '../components/discovery/new-tab-link';
import { OwnershipCalculator } from '../components/discovery/ownership-calculator';
import { RecruitingCalculator } from '../components/discovery/recruiting-calculator';
import { ScenarioManager } from '../components/discovery/scenario-manager';
import { useDiscoveryTools, useLogDiscoveryActivity } from '../api/discovery';
import { useScenarios } from '../api/scenarios';

const MODULE_KEYS = ['module'] as const;
const TOOL_TEXT: Record<DiscoveryModule, string> = {
  'live-pricing': 'See how rate, points and payment trade off for a loan.',
  'recruiting-calculator': 'Set recruiting targets and see the income they build month by month.',
  'ownership-calculator': 'See the distributions and equity an ownership share brings.',
  scenarios: 'Keep your ClearView baseline and try your own what-ifs beside it.',
};

/**
 * /recruit/discovery (optional ?module=) — the discovery tools (docs/spec/doc2.md "Discovery tools
 * page"; docs/discovery.md). Only the modules staff enabled open; the server refuses the others too.
 */
export default function DiscoveryPage() {
  const access = useDiscoveryTools();
  if (access.isPending) return <PageSpinner label="Loading discovery tools..." />;
  const data = access.data;
  if (!data?.enabled || data.recruitId === null) {
    return (
      <EmptyState
        title="Discovery Tools Locked"
        description="Your discovery tools access has not been enabled yet. Please contact your recruiter."
        icon={<LockIcon className="size-8 text-slate-500" />}
        action={
          <Link href={paths.recruitDashboard} className="text-sm font-medium text-indigo-700 hover:underline">
            Back to Dashboard
          </Link>
        }
      />
    );
  }
  return <DiscoveryTools recruitId={data.recruitId} modules={data.modules} />;
}

function DiscoveryTools({ recruitId, modules }: { recruitId: number; modules: DiscoveryModule[] }) {
  const [params, setParams] = useUrlParams(MODULE_KEYS);
  const enabled = (m: string): m is DiscoveryModule => (modules as string[]).includes(m);
  const tool: DiscoveryModule | undefined = enabled(params.module) ? params.module : DISCOVERY_MODULES.find(enabled);
  const log = useLogDiscoveryActivity(recruitId);
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!tool || logged.current === tool) return;
    logged.current = tool;
    log(tool, 'page_load');
  }, [tool, log]);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Discovery Tools</h1>
        <p className="mt-1 text-sm text-slate-600">Test your own what-ifs against the baseline from your ClearView session.</p>
      </header>
      <div role="tablist" aria-label="Discovery tools" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {DISCOVERY_MODULES.map((m) => {
          const open = enabled(m);
          return (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={tool === m}
              aria-disabled={!open}
              disabled={!open}
              onClick={() => setParams({ module: m })}
              className={cx(
                'rounded-xl border p-4 text-left transition',
                tool === m ? 'border-indigo-400 bg-indigo-50' : 'border-slate-200 bg-white hover:border-indigo-200',
                !open && 'cursor-not-allowed opacity-60 hover:border-slate-200',
              )}
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                {!open && <LockIcon className="size-4 text-slate-500" label="Locked" />}
                {DISCOVERY_MODULE_LABELS[m]}
              </span>
              <span className="mt-1 block text-xs text-slate-600">{open ? TOOL_TEXT[m] : 'Ask your recruiter to enable this tool.'}</span>
            </button>
          );
        })}
      </div>
      <section
        role="tabpanel"
        aria-label={tool ? DISCOVERY_MODULE_LABELS[tool] : undefined}
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        {tool === 'live-pricing' && <LivePricing />}
        {(tool === 'recruiting-calculator' || tool === 'ownership-calculator' || tool === 'scenarios') && (
          <ScenarioTools recruitId={recruitId} tool={tool} />
        )}
      </section>
    </div>
  );
}

/** The tools that work on a scenario share the active one; the baseline is preselected. */
function ScenarioTools({ recruitId, tool }: { recruitId: number; tool: 'recruiting-calculator' | 'ownership-calculator' | 'scenarios' }) {
  const scenarios = useScenarios(recruitId);
  const log = useLogDiscoveryActivity(recruitId);
  const [activeId, setActiveId] = useState<number | null>(null);
  if (scenarios.isPending) return <PageSpinner label="Loading scenarios..." />;
  const list = scenarios.data ?? [];
  const baseline = list.find((s) => s.type === 'baseline');
  const active = list.find((s) => s.id === activeId) ?? baseline ?? list[0] ?? null;
  const onSwitch = (s: Scenario) => {
    setActiveId(s.id);
    log(tool, 'scenario_switch', { scenario: s.id });
  };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <ScenarioManager recruitId={recruitId} scenarios={list} active={active} onSwitch={onSwitch} />
      <div className="min-w-0">
        {!active ? (
          <EmptyState
            title="No baseline scenario found"
            description="Your ClearView session creates it; create a sandbox to start meanwhile."
          />
        ) : tool === 'recruiting-calculator' ? (
          <RecruitingCalculator recruitId={recruitId} scenario={active} />
        ) : tool === 'ownership-calculator' ? (
          <OwnershipCalculator recruitId={recruitId} scenario={active} />
        ) : (
          <div className="space-y-2 text-sm text-slate-700">
            <h3 className="text-base font-semibold text-slate-900">{active.name}</h3>
            <p>
              {active.type === 'baseline'
                ? 'Your locked baseline from the ClearView session: the reference for every what-if.'
                : 'A sandbox: change it freely in the ClearView calculator, and in the recruiting and ownership calculators.'}
            </p>
            <p className="text-slate-600">Last updated {new Date(active.updated_at).toLocaleString()}</p>
            <div className="flex flex-wrap gap-2 pt-2">
              <NewTabLink href={hrefs.scenarioCalculator(active)} look="button">
                {active.type === 'baseline' ? 'View in Calculator' : 'Edit in Calculator'}
              </NewTabLink>
              {active.type === 'sandbox' && baseline && (
                <NewTabLink href={hrefs.scenarioComparison(baseline.id, active.id)} look="button">
                  Compare with Baseline
                </NewTabLink>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function LockIcon({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path
        fillRule="evenodd"
        d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
