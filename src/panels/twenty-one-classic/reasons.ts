/**
 * Classic's refusals in words: Standard mode's (../twenty-one-kit/reasons.ts) and its own (machines/twenty-one-classic/
 * moves/), its moves as a sentence says them, and why it does not play Standard mode's moves it leaves out.
 */
import type { ClassicReasons, classicMoves } from '../../../machines/twenty-one-classic/moves';
import type { EngineReasons } from '../../../machines/engine/reason';
import type { ReasonWords } from '../shared/reasons';
import type { MoveWords, OwnMove } from '../shared/words';
import { nameIn } from '../shared/reasons';
import {
  type KitMove,
  SKILL_DONE,
  wordFor,
  TWENTY_ONE_ACTS,
  TWENTY_ONE_REASONS,
  type ReasonView,
} from '../twenty-one-kit/reasons';

export const CLASSIC_ACTS: MoveWords<OwnMove<typeof classicMoves>> = {
  ...TWENTY_ONE_ACTS,
  OPEN: 'roll your opener',
  ROLL: 'hit',
  INVESTIGATE: 'investigate',
  FORFEIT: 'rule a forfeit',
};

/** What Classic does not play, and why: its words for Standard mode's moves it leaves out. */
const NOT_IN_CLASSIC: Readonly<Partial<Record<KitMove, string>>> = {
  CUT_REROLL: 'Classic has no Cut: each player chooses their two opening dice.',
  CUT_PASS: 'Classic has no Cut: each player chooses their two opening dice.',
  FOLD: 'In Classic you hit, hold, goad or bump: there is no folding.',
  FORESIGHT: 'Classic has no foresight.',
  PROFILE: 'Classic has no profiling: investigate in the staredown instead.',
  SIDE_BET: 'Classic has no side bets.',
};

/** Each investigation by its name, as its refusal says it. */
const INVESTIGATIONS: Readonly<Record<string, string>> = {
  read: 'Read the Table',
  scan: 'Arcane Scan',
};

export const CLASSIC_REASONS: ReasonWords<
  ClassicReasons & Pick<EngineReasons, 'notInGame'>,
  ReasonView
> = {
  ...TWENTY_ONE_REASONS,
  // Any other type is the table's to say.
  notInGame: (r) => wordFor(NOT_IN_CLASSIC, r.type),
  mustHitFirst: () => 'You lost the Goad: pay the ante and hit first.',
  awaitingForcedHit: (r, view) =>
    `The table is waiting on ${nameIn(view, r.seat)} to pay the ante and hit.`,
  onceARound: (_r, _view, type) =>
    `You have already ${wordFor(SKILL_DONE, type) ?? 'played that'} this round: once a round.`,
  forfeited: () => 'You forfeited this round.',
  noTab: () => 'Classic has no tab: every die is paid in gold (the d20 is free).',
  cheatOnlyAfterRoll: () => 'You may cheat a die only right after rolling it.',
  cheatOnlyThatDie: () => 'You may cheat only the die you just rolled.',
  noSuchFace: (r) => `A ${r.die} has no face ${r.face}.`,
  alreadyShows: (r) => `Your ${r.die} already shows ${r.face}.`,
  keepOrCheatFirst: () => 'Keep or cheat the dice you just rolled first.',
  awaitingOpenerDecision: (r, view) =>
    `Waiting on ${nameIn(view, r.seat)} to keep or cheat their roll.`,
  notYourOpener: (r, view) => `It is ${nameIn(view, r.seat)}'s turn to roll their opener.`,
  openersDone: () => 'Every opener is rolled.',
  cannotAffordInvestigation: (r) => `An investigation costs ${r.fee} gp and you have ${r.has} gp.`,
  accusationsInStaredown: () => 'Accusations are made in the staredown, at the end of the round.',
  alreadyInvestigated: (r) =>
    `You have already made your ${INVESTIGATIONS[r.kind] ?? r.kind} this round.`,
};
