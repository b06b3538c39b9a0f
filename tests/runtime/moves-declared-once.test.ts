/**
 * "Each intent of a game is declared in one place": a game's own move is named,
 * in its rules folder, only by its declaration (`moves.ts` or `moves/`), the
 * chart state that takes it, and the styles that play it. Its schema, check,
 * reasons, dice and offer all sit in the declaration; nothing else keeps a list
 * of them, so adding a move touches its declaration, its update, its state and
 * the panel's words. Twenty-One's rules also name a skill or cheat move where
 * they record which was used (its context, skills and cheats), so it is held to
 * its own list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, games } from '../../machines';
import { lobbyDeclarations } from '../../machines/table/intents';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? sources(path) : [path];
  });
}

/** Where a game's rules folder may name one of its moves, beside its declaration. */
const NAMERS = /(^|\/)(moves(\/[\w-]+)?|machine|bots|botMoves|botPlay)\.ts$/;
/**
 * Twenty-One's rules record a skill or cheat by its move (its context), its shared states name the moves both
 * rulesets take, and its timeouts are the host's intents (the kit's game.ts).
 */
const TWENTY_ONE_NAMERS =
  /(^|\/)(context|skills|cheats|bump|states|game|contests)\.ts$|(^|\/)moves\//;

/** A game's rules folders: its own, and the kit it builds on (Twenty-One's rulesets share theirs). */
const foldersOf = (id: string) =>
  id.startsWith('twenty-one') ? [`machines/${id}`, 'machines/twenty-one-kit'] : [`machines/${id}`];

describe('each game’s moves are declared once', () => {
  for (const id of GAME_IDS) {
    it(`${id}: its own moves are named only by its declaration, its chart and its styles`, () => {
      const files = foldersOf(id).flatMap((folder) =>
        sources(folder).map(
          (f) => [f, f.slice(folder.length + 1), readFileSync(join(root, f), 'utf8')] as const,
        ),
      );
      const own = Object.keys(games[id].intents).filter(
        (t) => !Object.hasOwn(lobbyDeclarations, t),
      );
      expect(own.length).toBeGreaterThan(0);
      const strays = own.flatMap((type) =>
        files
          .filter(
            ([, , text]) => text.includes(`'${type}'`) || new RegExp(`\\b${type}:`).test(text),
          )
          .filter(([, file]) => !NAMERS.test(file))
          .filter(([path, file]) => !(path.includes('twenty-one') && TWENTY_ONE_NAMERS.test(file)))
          .map(([path]) => `${type} in ${path}`),
      );
      expect(strays).toEqual([]);
      // The declarations are the game's: no file keeps a second list of schemas or checks beside them.
      const lists = files
        .map(([, file]) => file)
        .filter((file) => /(^|\/)(intents|checks|offers)\.ts$/.test(file));
      expect(lists).toEqual([]);
    });
  }
});
