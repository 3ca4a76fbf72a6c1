import { useParams } from 'react-router';
import { ScreenError } from '#web/components/ui/load-failure.tsx';
import { LiveScreen } from '#web/features/live-scoring/components/live-screen.tsx';

/**
 * /admin/games/update/{id}/live (docs/rules/screens.md#live-scoring): a game scored play by play
 * on a phone, kept on the device and sent whenever the network allows.
 */
export function GamesLivePage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <ScreenError title="Score live" message="Game not found" />;
  return <LiveScreen key={id} gameId={id} />;
}
