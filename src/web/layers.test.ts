import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers go one way: shared code (components, config, lib), then features, then
 * the app (eslint.config.js). These lint made-up files in each layer, so the rule cannot go
 * quiet unnoticed.
 */
const eslint = new ESLint();

async function layerErrors(filePath: string, importLine: string) {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = imported;\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// The first lint loads the whole ESLint configuration and its plugins: seconds on a busy machine.
describe('web layers', { timeout: 30_000 }, () => {
  it('keeps shared code free of features and of the app', async () => {
    expect(
      await layerErrors(
        'src/web/components/ui/example.tsx',
        "import { useTeams as imported } from '#web/features/teams/api/get-teams.ts';",
      ),
    ).toEqual([expect.stringContaining('Shared code imports neither features nor the app.')]);
    expect(
      await layerErrors('src/web/lib/example.ts', "import { routes as imported } from '#web/app/router.tsx';"),
    ).toEqual([expect.stringContaining('Shared code imports neither features nor the app.')]);
  });

  it('keeps features free of the app and of each other', async () => {
    expect(
      await layerErrors(
        'src/web/features/teams/components/example.tsx',
        "import { routes as imported } from '#web/app/router.tsx';",
      ),
    ).toEqual([expect.stringContaining('Features never import the app')]);
    expect(
      await layerErrors(
        'src/web/features/teams/components/example.tsx',
        "import { useLeagues as imported } from '#web/features/leagues/api/get-leagues.ts';",
      ),
    ).toEqual([expect.stringContaining('A feature imports no other feature')]);
  });

  it('lets each layer use the ones below it, and a feature use itself', async () => {
    expect(
      await layerErrors(
        'src/web/features/teams/components/example.tsx',
        "import { useTeams as imported } from '../api/get-teams.ts';",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'src/web/features/teams/components/example.tsx',
        "import { paths as imported } from '#web/config/paths.ts';",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'src/web/app/routes/example.tsx',
        "import { useLeagues as imported } from '#web/features/leagues/api/get-leagues.ts';",
      ),
    ).toEqual([]);
  });
});
