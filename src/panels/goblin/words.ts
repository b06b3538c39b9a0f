/**
 * Goblin Mode's moves in words, from each move's intent, what the view offers with it and the seat names; its phases;
 * and its refusals, from each reason (`GoblinReasons`, machines/goblin/moves.ts), with its own words for Standard
 * mode's moves it does not have, which the engine refuses as not part of the game.
 */
import type { GoblinLines } from '../../../machines/goblin/context';
import type { EngineReasons } from '../../../machines/engine/reason';
import type { GoblinReasons, moves } from '../../../machines/goblin/moves';
import type { GoblinView, SeatView } from '../../../machines/goblin/view';
import { namesIn, type LineWords } from '../shared/lines';
import type { ReasonWords, SayReason } from '../shared/reasons';
import { nameIn, type GameWords } from '../shared/words';

/**
 * Each phase once: its title in the panel's header, and what the table is doing in a refusal's sentence (the
 * Chamber's names its stage's die when one is being rolled: "rolling the d12 in the Chamber").
 */
export const PHASES: Readonly<Record<GoblinView['phase'], { title: string; doing?: string }>> = {
  lobby: { title: 'Lobby' },
  chamber: { title: 'The Chamber', doing: 'in the Chamber' },
  suddenDeath: { title: 'Sudden Death', doing: 'in Sudden Death' },
  roundOver: { title: 'Round over' },
};

/**
 * Why Standard mode's skills (with their follow-ups: the bump's retaliation, the cheat's decision to keep a roll),
 * accusations, drinks and side bets are not taken in Goblin Mode, by type.
 */
export type DisabledType =
  | 'GOAD'
  | 'BUMP'
  | 'RETALIATE'
  | 'CHEAT'
  | 'KEEP_ROLL'
  | 'FORESIGHT'
  | 'PROFILE'
  | 'ACCUSE'
  | 'DRINK'
  | 'SIDE_BET';
export const DISABLED_REASONS: Readonly<Record<DisabledType, string>> = {
  GOAD: 'Skills are disabled in Goblin Mode.',
  BUMP: 'Skills are disabled in Goblin Mode.',
  RETALIATE: 'Skills are disabled in Goblin Mode.',
  CHEAT: 'Skills are disabled in Goblin Mode.',
  KEEP_ROLL: 'Skills are disabled in Goblin Mode.',
  FORESIGHT: 'Skills are disabled in Goblin Mode.',
  PROFILE: 'Skills are disabled in Goblin Mode.',
  ACCUSE: 'Accusations are disabled in Goblin Mode: there is no staredown.',
  DRINK: 'Liquid Mode is not used in Goblin Mode: the Chamber charges nothing to drink away.',
  SIDE_BET:
    'Side bets are not taken in Goblin Mode: they ride on Standard mode\u2019s betting laps.',
};

type GoblinReasonWords = ReasonWords<GoblinReasons, GoblinView> & {
  /** A type Goblin Mode does not have: its own words for Standard mode's moves, the table's for any other. */
  notInGame: SayReason<
    { readonly why: 'notInGame' } & Readonly<EngineReasons['notInGame']>,
    GoblinView
  >;
};

export const GOBLIN_REASONS: GoblinReasonWords = {
  liquidMode: () => DISABLED_REASONS.DRINK,
  notPlaying: () => 'You are not playing this round.',
  deadByBullet: () => 'You are dead this round: the Bullet found you.',
  held: () => 'You have held: you act again only if someone boots you.',
  bootedThisStage: (r) =>
    `You were booted in the ${r.die} stage: you roll again in the next stage.`,
  actedThisStage: (r) => `You have acted in the ${r.die} stage; wait for the next one.`,
  notYourTurn: (r, view) =>
    `It is not your turn: ${r.toAct ? nameIn(view, r.toAct) : 'nobody'} is to act.`,
  runtRule: (r, view) =>
    r.theirs === 0 && r.yours === 0
      ? 'The Runt Rule: you may hold only with the highest score at the table, and nobody has scored yet.'
      : r.theirs === r.yours
        ? `The Runt Rule: you may hold only with the highest score at the table, and you are tied with ${nameIn(view, r.rival)} at ${r.yours}.`
        : `The Runt Rule: you may hold only with the highest score at the table, and ${nameIn(view, r.rival)} has ${r.theirs} to your ${r.yours}.`,
  noBoot: () => 'You have no Boot: roll the highest face of a die to earn one.',
  noSuchTarget: (r, view) => `There is nobody called ${nameIn(view, r.target)} in this round.`,
  notHeld: (r, view) => `${nameIn(view, r.target)} has not held: a Boot only breaks a Hold.`,
  lastStage: (r, view) =>
    `The ${r.die} is the last stage: there is no next stage to boot ${nameIn(view, r.target)} into.`,
  notTied: () => 'Only the seats tied for the top flip the coin.',
  deadByCoin: () => 'You are dead this round: the coin came up tails.',
  flipped: () => 'You have flipped in this volley; wait for the others.',
  notInGame: (r) =>
    Object.hasOwn(DISABLED_REASONS, r.type) ? DISABLED_REASONS[r.type as DisabledType] : undefined,
};

/** The round log's lines (`GoblinLines`, machines/goblin/context.ts), each seat by its name in the view. */
export const GOBLIN_LINES: LineWords<GoblinLines, GoblinView> = {
  stage: (l, view) =>
    `The ${l.die} stage: ${namesIn(view, l.seats)} ${l.seats.length === 1 ? 'faces' : 'face'} the Chamber.`,
  bullet: (l, view) => {
    const name = nameIn(view, l.seat);
    return `${name} rolls a 1 on the ${l.die}: the Bullet. ${name} is dead, and their ante stays in the pot.`;
  },
  roll: (l, view) =>
    l.boot
      ? `${nameIn(view, l.seat)} rolls ${l.face}, the ${l.die}\u2019s highest face, for ${l.score}, and earns a Boot.`
      : `${nameIn(view, l.seat)} rolls ${l.face} on the ${l.die} for ${l.score}.`,
  hold: (l, view) =>
    `${nameIn(view, l.seat)} holds on ${l.score} in the ${l.stage} stage${
      l.taxed ? ' before the d8 stage: the Coward\u2019s Tax will halve their winnings' : ''
    }.`,
  boot: (l, view) =>
    `${nameIn(view, l.seat)} spends a Boot and breaks ${nameIn(view, l.target)}\u2019s Hold: back into the Chamber from the next stage.`,
  standing: (l, view) =>
    `The Chamber is spent. Standing: ${l.standing.map((s) => `${nameIn(view, s.seat)} on ${s.score}`).join(', ')}.`,
  volley: (l, view) => {
    const seats = namesIn(view, l.seats);
    if (l.after === 'first')
      return `${seats} are alive and tied at ${l.top}: Sudden Death. Heads is +2, tails is death.`;
    if (l.after === 'heads')
      return `Heads all round: ${seats} are tied at ${l.top} and flip again.`;
    return `Every flipper died. ${seats} are tied at ${l.top}: they flip the coin now.`;
  },
  heads: (l, view) => `${nameIn(view, l.seat)} flips heads: +2, for ${l.score}.`,
  tails: (l, view) => `${nameIn(view, l.seat)} flips tails: death.`,
  wipeout: (l) => `Total Wipeout: everyone is dead, and the House keeps the ${l.pot} gp pot.`,
  win: (l, view) =>
    l.heldIn
      ? `${nameIn(view, l.seat)} wins with ${l.score}, but held in the ${l.heldIn} stage: the Coward\u2019s Tax gives them ${l.won} gp of the ${l.pot} gp pot and the House keeps ${l.houseTook} gp.`
      : `${nameIn(view, l.seat)} wins ${l.pot} gp with ${l.score}${l.suddenDeath ? ' after Sudden Death' : ''}.`,
};

export const GOBLIN_WORDS: GameWords<GoblinView, typeof moves> = {
  kinds: { ROLL: 'Pull the trigger', HOLD: 'Hold', BOOT: 'Spend a Boot', FLIP: 'Flip the coin' },
  move(move, view) {
    const i = move.intent;
    switch (i.type) {
      case 'ROLL':
        return typeof move.stage === 'string'
          ? `Pull the trigger (roll the ${move.stage})`
          : undefined;
      case 'HOLD':
        return move.cowardsTax ? 'Hold (Coward\u2019s Tax: win only half the pot)' : undefined;
      case 'BOOT':
        return `Boot ${nameIn(view, String(i.target))} back into the Chamber`;
      default:
        return undefined;
    }
  },
  acts: { ROLL: 'pull the trigger', HOLD: 'hold', BOOT: 'spend a Boot', FLIP: 'flip the coin' },
  phase(phase, view) {
    const doing = PHASES[phase]?.doing;
    return phase === 'chamber' && view.stage ? `rolling the ${view.stage} ${doing}` : doing;
  },
  reasons: GOBLIN_REASONS,
  lines: GOBLIN_LINES,
};

/** Your own status in a sentence ("you are holding"), beside the table's one-word column. */
export const YOU_ARE: Record<SeatView['status'], string> = {
  waiting: 'waiting',
  in: 'alive',
  held: 'holding',
  standing: 'alive, standing',
  dead: 'dead',
};

/** A seat's status in the table's one-word column. */
export const STATUS: Record<SeatView['status'], string> = {
  waiting: 'waiting',
  in: 'alive',
  held: 'holds',
  standing: 'alive, standing',
  dead: 'dead',
};
