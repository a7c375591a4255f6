import { Button } from '@client/components/ui';

/** Shown while the recruiter's view follows the recruit's module; Escape also stops. */
export function FollowBanner({ name, onStop }: { name: string; onStop(): void }) {
  return (
    // Fixed at the bottom so it stays in sight while the page scrolls along with the recruit.
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-40 flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-4 rounded-xl bg-indigo-600 px-4 py-2 text-sm text-white shadow-lg"
    >
      <span>
        Following {name} <span className="text-indigo-200">(press Escape to stop)</span>
      </span>
      <Button size="sm" variant="outline" onClick={onStop}>
        Stop following
      </Button>
    </div>
  );
}
