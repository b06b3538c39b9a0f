/**
 * Where each game's headroom (machines/engine/headroom.ts) takes its numbers from: every family's longest line and
 * every game's longest reason are at least what the longest form of that line writes, the move itself with what it
 * costs or why it is refused, every seat named by its place (`#7`), every sum of gold as long as the table's longest
 * (with a minus sign), at every length of gold and every number of seats. And a seat's secrets at their longest fit
 * what Twenty-One counts for them.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, games, type GameId } from '../../machines';
import { jsonBytes, lineBytes } from '../../machines/engine/headroom';
import { STAT_KEYS } from '../../machines/twenty-one-kit/stats';
import { HIDDEN_LINES_KEPT, logFor } from '../../machines/twenty-one-kit/sight';
import { hiddenLineBytes } from '../../machines/twenty-one-kit/headroom';
import type { Reader, Viewer } from '../../machines/engine/game';
import { CHEAT_DELTAS } from '../../machines/twenty-one-kit/rules';
import { declareOdds } from '../../machines/wizards-and-thieves/rules';

const SEAT = '#7';
/**
 * A die's place in a hand, at its longest (the schema's last), a chance at its longest (a sixth), a modifier at its
 * longest (the stats form takes -5 to +15) and the longest stat's name.
 */
const DIE = 63;
const CHANCE = 0.16666666666666666;
const MOD = -15;
const STAT = 'sleightOfHand';

type Form = { intent: object; offer?: object; refusal?: object };
/** A game's seat offers at a table of `seats` seats, whose longest sum of gold is `gold`, the seat holding `dice` dice. */
type Forms = (gold: number, seats: number, dice: number) => Record<string, Form>;
const just = (type: string): Form => ({ intent: { type } });
const targetOut = { why: 'targetOut', target: SEAT, status: 'forfeited' };
const noSuchDie = { why: 'noSuchDie', seat: SEAT, number: DIE + 1 };
/**
 * A skill's check as its offer says it, at its longest (machines/twenty-one/checkOdds.ts): against another seat's
 * stat, rolled or passive, whose modifier the seat does not know (so no chance), or against a DC, with its chance.
 */
const versus = (stat: string, vs: string, passive?: true) => ({
  check: { stat, mod: MOD, vs, ...(passive && { passive }), disadvantage: true },
});
const againstDc = (stat: string, dc: number) => ({
  check: { stat, mod: MOD, dc, disadvantage: true, chance: CHANCE },
});
/** Standard's turn cheats, which a roll or a hold carries: every die the seat holds, by every delta. */
const turnCheats = (dice: number) => ({
  cheat: { dice: [...Array(dice).keys()], deltas: CHEAT_DELTAS },
});

/** Every game's seat offers in their longest forms. */
const FORMS: Record<GameId, Forms> = {
  'twenty-one': (gold, _seats, dice) => ({
    ...twentyOneShared(),
    HOLD: {
      intent: { type: 'HOLD' },
      offer: turnCheats(dice),
      refusal: { why: 'holdPendingRetaliation', avenger: SEAT },
    },
    GOAD: {
      intent: { type: 'GOAD', target: SEAT, skill: 'intimidation' },
      offer: versus('intimidation', 'insight'),
      refusal: targetOut,
    },
    BUMP: {
      intent: { type: 'BUMP', target: SEAT, die: DIE },
      offer: versus('str', 'str'),
      refusal: noSuchDie,
    },
    DUEL_ROLL: just('DUEL_ROLL'),
    CUT_REROLL: just('CUT_REROLL'),
    CUT_PASS: just('CUT_PASS'),
    ROLL: {
      intent: { type: 'ROLL', die: 'd20', drink: true },
      offer: { cost: gold, drinks: gold, bustChance: CHANCE, ...turnCheats(dice) },
      refusal: { why: 'cannotPayTab', cost: gold, drinks: gold, has: gold },
    },
    SIDE_BET: {
      intent: { type: 'SIDE_BET', on: SEAT, amount: gold },
      offer: { cost: gold },
      refusal: { why: 'sideBetTooSmall', min: gold },
    },
    FOLD: { intent: { type: 'FOLD' }, offer: { refund: gold } },
    CHEAT: { intent: { type: 'CHEAT', die: DIE, delta: -3 }, refusal: noSuchDie },
    ACCUSE: {
      intent: { type: 'ACCUSE', target: SEAT, die: DIE },
      offer: { cost: gold },
      refusal: noSuchDie,
    },
    FORESIGHT: { intent: { type: 'FORESIGHT' }, offer: { dc: 12, ...againstDc('wis', 12) } },
    PROFILE: {
      intent: { type: 'PROFILE', target: SEAT },
      offer: versus('investigation', 'deception', true),
      refusal: targetOut,
    },
  }),
  'twenty-one-classic': (gold) => ({
    ...twentyOneShared(),
    HOLD: { intent: { type: 'HOLD' }, refusal: { why: 'holdPendingRetaliation', avenger: SEAT } },
    GOAD: {
      intent: { type: 'GOAD', target: SEAT, skill: 'intimidation' },
      offer: versus('intimidation', 'insight'),
      refusal: targetOut,
    },
    BUMP: {
      intent: { type: 'BUMP', target: SEAT, die: DIE },
      offer: versus('athletics', 'dexSave'),
      refusal: noSuchDie,
    },
    DUEL_ROLL: { intent: { type: 'DUEL_ROLL' }, offer: versus(STAT, STAT) },
    OPEN: { intent: { type: 'OPEN', shown: 'd20', hole: 'd20' }, offer: { bustChance: CHANCE } },
    CHEAT: {
      intent: { type: 'CHEAT', die: DIE, face: 20, method: 'sleightOfHand' },
      offer: { caughtChance: CHANCE },
      refusal: { why: 'alreadyShows', die: 'd20', face: 20 },
    },
    ROLL: {
      intent: { type: 'ROLL', die: 'd20' },
      offer: { cost: gold, bustChance: CHANCE, forced: true },
      refusal: { why: 'cannotAffordDie', die: 'd20', cost: gold, has: gold },
    },
    INVESTIGATE: {
      intent: { type: 'INVESTIGATE', kind: 'read' },
      offer: { cost: gold, stat: 'insight' },
      refusal: { why: 'alreadyInvestigated', kind: 'read' },
    },
    ACCUSE: { intent: { type: 'ACCUSE', target: SEAT }, offer: { cost: gold }, refusal: targetOut },
    // The GM's ruling, one per seat it may fall on.
    FORFEIT: { intent: { type: 'FORFEIT', target: SEAT }, refusal: targetOut },
  }),
  goblin: () => ({
    LEAVE: just('LEAVE'),
    ROLL: { intent: { type: 'ROLL' }, offer: { stage: 'd100', death: CHANCE, boot: CHANCE } },
    HOLD: { intent: { type: 'HOLD' }, offer: { cowardsTax: true } },
    BOOT: {
      intent: { type: 'BOOT', target: SEAT },
      refusal: { why: 'lastStage', die: 'd100', target: SEAT },
    },
    FLIP: { intent: { type: 'FLIP' }, offer: { death: CHANCE } },
  }),
  'in-between': (gold) => {
    const range = { amount: { min: gold, max: gold }, cost: gold };
    return {
      LEAVE: just('LEAVE'),
      ROLL: {
        intent: { type: 'ROLL', between: 'green' },
        offer: range,
        refusal: { why: 'wagerTooLarge', purse: gold, max: gold },
      },
      ROLL_SURROUNDS: just('ROLL_SURROUNDS'),
      ROLL_BETWEEN: just('ROLL_BETWEEN'),
      ACCEPT_LOSS: just('ACCEPT_LOSS'),
      ROLL_AGAIN: { intent: { type: 'ROLL_AGAIN' }, offer: { cost: gold, stake: gold } },
      SIDE_BET: {
        intent: { type: 'SIDE_BET', on: 'betweener', amount: gold },
        offer: range,
        refusal: { why: 'shortOfSideBet', min: gold, purse: gold },
      },
      NO_BET: just('NO_BET'),
    };
  },
  'black-baron': (gold) => ({
    LEAVE: just('LEAVE'),
    BET: {
      intent: { type: 'BET', amount: gold },
      offer: { cost: gold },
      refusal: { why: 'alreadyBet', amount: gold },
    },
    SIT_OUT: just('SIT_OUT'),
    HIT: { intent: { type: 'HIT' }, offer: { bustChance: CHANCE, secondDie: true } },
    STAY: just('STAY'),
    DOUBLE: { intent: { type: 'DOUBLE' }, offer: { cost: gold, bustChance: CHANCE } },
    SPLIT: { intent: { type: 'SPLIT' }, offer: { cost: gold, pair: 10 } },
  }),
  'wizards-and-thieves': () => ({
    LEAVE: just('LEAVE'),
    OPENING_ROLL: just('OPENING_ROLL'),
    // Each call with the exact chance of each way its roll turns out: the longer of the two.
    DECLARE: [
      { intent: { type: 'DECLARE', call: 'wizard' }, offer: { outcomes: declareOdds('wizard') } },
      { intent: { type: 'DECLARE', call: 'thief' }, offer: { outcomes: declareOdds('thief') } },
    ].sort((a, b) => jsonBytes(b) - jsonBytes(a))[0]!,
  }),
  'three-dragon-ante': (gold) => ({
    LEAVE: just('LEAVE'),
    REVEAL: { intent: { type: 'REVEAL', die: 4 }, refusal: { why: 'alreadyRevealed', die: 4 } },
    RAISE: {
      intent: { type: 'RAISE', to: gold },
      offer: { cost: gold, allIn: true },
      refusal: { why: 'raiseTooSmall', min: gold, highest: gold, ante: gold },
    },
    MATCH: { intent: { type: 'MATCH' }, offer: { cost: gold, owed: gold, allIn: true } },
    FOLD: { intent: { type: 'FOLD' }, offer: { loses: gold } },
  }),
};

function twentyOneShared(): Record<string, Form> {
  return {
    LEAVE: just('LEAVE'),
    KEEP_ROLL: just('KEEP_ROLL'),
    RETALIATE: { intent: { type: 'RETALIATE', die: DIE }, refusal: noSuchDie },
  };
}

/** Every game's longest reasons a whole family, or one of the GM's buttons, is refused with. */
const REASONS = (game: GameId, gold: number, seats: number): object[] => {
  const table = [{ why: 'cannotAffordAnte', seats: Array(seats).fill(SEAT), ante: gold }];
  const own: Record<GameId, object[]> = {
    'twenty-one': twentyOneReasons(gold),
    'twenty-one-classic': twentyOneReasons(gold),
    goblin: [
      { why: 'runtRule', rival: SEAT, theirs: 999, yours: 999 },
      { why: 'notYourTurn', toAct: SEAT },
    ],
    'in-between': [
      { why: 'cannotCover', mode: 'two-player', cover: gold, ante: gold },
      { why: 'wrongSide', mode: 'two-player', sides: ['betweener', 'surrounds'] },
    ],
    'black-baron': [
      { why: 'minAboveMax', minBet: gold, maxBet: gold },
      { why: 'cannotMatch', stake: gold, purse: gold },
    ],
    'wizards-and-thieves': [
      { why: 'outOfOpening', contenders: Array(seats).fill(SEAT) },
      { why: 'tooFewCanBring', coins: gold, able: [SEAT] },
    ],
    'three-dragon-ante': [
      { why: 'tooFewCanBet', ante: gold, able: [SEAT] },
      { why: 'notYourTurn', toAct: SEAT, answering: false },
      { why: 'cannotCoverRaise', ante: gold, highest: gold },
    ],
  };
  return [...table, ...own[game]];
};

const twentyOneReasons = (gold: number) => [
  { why: 'awaitingRetaliation', avenger: SEAT, bumper: SEAT },
  { why: 'cannotPayTab', cost: gold, drinks: gold, has: gold },
  { why: 'retaliationWait', avenger: SEAT, seconds: 600 },
  { why: 'cannotAffordAccusation', fee: gold, has: gold },
  { why: 'cannotAffordInvestigation', fee: gold, has: gold },
];

/** A public view of `seats` seats of `dice` dice each, whose largest sum of gold takes `chars` characters. */
const tableOf = (game: GameId, seats: number, chars: number, dice = 1) => ({
  game,
  seats: Array.from({ length: seats }, (_, i) => ({
    id: `s${i}`,
    name: 'N',
    controller: 'player' as const,
    purse: 10 ** (chars - 1) - 1,
    dice: Array(dice).fill({ die: 'd20', blind: false }),
    owesRetaliation: 's1',
  })),
  pot: 0,
  house: 0,
  options: { ante: 0, liquidMode: true },
  turn: 's0',
  deciding: 's0',
});

describe.each(GAME_IDS)('%s: the longest lines its headroom counts', (id) => {
  it('has the longest form here of every move the game offers a seat', () => {
    const offered = Object.keys(games[id].ceilings(tableOf(id, 2, 4) as never, 's0'));
    expect(offered.filter((type) => !Object.hasOwn(FORMS[id](-999, 2, 1), type))).toEqual([]);
  });

  it('each move’s ceiling and the longest reason cover their longest forms, at every length of gold, table and hand', () => {
    const { headroom, ceilings } = games[id];
    const short: string[] = [];
    for (let chars = 2; chars <= 14; chars++)
      for (let seats = 1; seats <= 8; seats++)
        for (const dice of [1, 2, 10, DIE + 1]) {
          const view = tableOf(id, seats, chars, dice) as never;
          const gold = -(10 ** (chars - 1) - 1);
          const families = ceilings(view, 's0');
          for (const [type, form] of Object.entries(FORMS[id](gold, seats, dice))) {
            const longest = Math.max(
              jsonBytes({ ...form.offer, intent: form.intent }),
              form.refusal ? jsonBytes({ intent: form.intent, reason: form.refusal }) : 0,
            );
            const counted = families[type]?.[1] ?? 0;
            if (counted < longest)
              short.push(
                `${type} (${chars} chars, ${seats} seats, ${dice} dice): ${counted} < ${longest}`,
              );
          }
          for (const reason of REASONS(id, gold, seats))
            if (
              lineBytes('X', headroom.notNow(view), false) <
              jsonBytes({ intent: { type: 'X' }, reason })
            )
              short.push(`${JSON.stringify(reason)} at ${chars} ${seats}`);
        }
    expect(short).toEqual([]);
  });
});

describe('twenty-one: a seat’s secrets', () => {
  it('at their longest (every stat, a Heat of six figures, every skill, a foresight of each die, the cheats and their lines kept) fit what the headroom counts', () => {
    const secrets = {
      stats: Object.fromEntries(STAT_KEYS.map((k) => [k, -15])),
      heatDC: 999_999,
      skillsUsed: ['FORESIGHT', 'PROFILE', 'GOAD', 'BUMP'],
      skillThisTurn: false,
      mustRoll: 'd20',
      nextRollBlind: false,
      foreseen: ['d20', 'd10', 'd8', 'd6', 'd4'].map((die) => ({ die, face: 20, hint: 'HIGH' })),
      cheats: Array(HIDDEN_LINES_KEPT).fill({
        die: DIE,
        delta: -3,
        from: 20,
        to: 20,
        outcome: 'invisible',
        rerolled: true,
        method: 'physical',
        dc: 99,
      }),
    };
    const cheat =
      'You cheat (Sleight of Hand 20/20→20+15 = 35 vs your Heat DC 999999): your d20 now shows 20, without a trace and without raising your Heat; your total is 1280: you are bust for good, and the table learns it at the reveal.';
    // Each cheat line kept, in the log and among the private lines.
    const lines = HIDDEN_LINES_KEPT * 2 * (jsonBytes([1_700_000_000_000, cheat]) + 1);
    // A seated reader's rest at a table with no log, beyond a reader with no seat's.
    const { headroom } = games['twenty-one'];
    const view = tableOf('twenty-one', 1, 2) as never;
    const snapshot = { context: { round: null } } as never;
    const counted =
      headroom.rest(snapshot, view, { role: 'player', seat: 's0' }) -
      headroom.rest(snapshot, view, { role: 'player', seat: null });
    expect(counted).toBeGreaterThanOrEqual(jsonBytes(secrets) + lines);
  });
});

/**
 * Every line of the log some readers read more of, at its longest, as its owner and as the GM read it: the GM reads
 * a seat's secret in its name ("Grub must make it before Grub holds"), so a name can come up several times in one.
 */
describe('twenty-one: the lines only some readers read', () => {
  const AT = 1_700_000_000_000;
  const TOLD = '20/20→20+15 = 35';
  /** The owner's secret lines at their longest, naming `them` (another seat), at a table of `dice` dice a hand. */
  const secretTexts = (them: string, dice: number, others: string[]) => [
    `Foresight: WIS ${TOLD} vs DC 12 (a natural 20). Your next rolls: d20 20, d10 10, d8 8, d6 6, d4 4.`,
    `Foresight: WIS 20/1→1+15 = 16 vs DC 12: a natural 1. The vision blinds you: your next roll is a blind d20, and you must make it before you hold.`,
    `Foresight: WIS ${TOLD} vs DC 12: the vision clouds. Your next roll is blind: hidden even from you until the reveal.`,
    `Profile: Investigation ${TOLD} vs ${them}'s passive Deception 25: you learn nothing.`,
    `Profile: Investigation ${TOLD} vs ${them}'s passive Deception 25: ${them} has cheated (die ${[...Array(dice).keys()].map((i) => i + 1).join(', ')}) this round.`,
    `${them}'s profile backfired: their hole die shows nothing (it is revealed), and they have not cheated this round.`,
    'Your hole die shows 20 (natural 1: 1 gp cleaning fee).',
    `Read the Table (Insight 35): ${others.join(' and ')} cheated this round.`,
    'Arcane Scan (Arcana 35): you find no sign of it.',
  ];
  /** The lines nobody else reads at their longest: Standard's cheat, bust behind its hole die, and Classic's. */
  const hiddenTexts = [
    `You cheat (Sleight of Hand ${TOLD} vs your Heat DC 999999): your d20 now shows 20, without a trace and without raising your Heat; your total is 1280: you are bust for good, and the table learns it at the reveal.`,
    'You cheat your hole d20 to 20 (Sleight of Hand 35): your Tell DC is 35.',
  ];
  const NAMES = ['Bartholomew Quillsworth Unlucky!', '\u0001'.repeat(32), '🐉'.repeat(16)];
  // The table's lines are data every viewer reads alike: only lines in words differ by reader.
  const rows = (lines: readonly ({ at: number; text: string } | object)[]) =>
    lines.reduce((n, l) => n + ('text' in l ? jsonBytes([l.at, l.text]) + 1 : 0), 0);
  const read = (ctx: object, viewer: Viewer) => {
    const { log, private: mine } = logFor(ctx as never, viewer);
    return rows(log) + rows(mine);
  };
  const readers: [Viewer, Reader][] = [
    [{ role: 'gm' }, { role: 'gm' }],
    [
      { role: 'player', id: 's0' },
      { role: 'player', seat: 's0' },
    ],
  ];
  const nobody: Viewer = { role: 'player', id: 'nobody' };

  it.each(NAMES)('each fits what the headroom counts for it, with every seat named %j', (name) => {
    const { rest } = games['twenty-one'].headroom;
    const short: string[] = [];
    for (let seats = 2; seats <= 8; seats++)
      for (const dice of [2, DIE + 1]) {
        const view = tableOf('twenty-one', seats, 2, dice);
        view.seats.forEach((s) => {
          s.name = name;
        });
        const ids = view.seats.map((s) => s.id);
        const others = ids.slice(1).map(() => name);
        const ctxWith = (log: object[]) => ({ seats: view.seats, round: { log } });
        const snapshot = (log: object[]) => ({ context: ctxWith(log) }) as never;
        for (const text of secretTexts(name, dice, others))
          for (const [viewer, reader] of readers) {
            const entry = { at: AT, text: `${name} looks.`, secret: { seat: 's0', text } };
            const more = read(ctxWith([entry]), viewer) - read(ctxWith([entry]), nobody);
            const counted =
              rest(snapshot([entry]), view as never, reader) -
              rest(snapshot([]), view as never, reader);
            if (counted < more)
              short.push(`${reader.role} ${seats}×${dice}: ${counted} < ${more}: ${text}`);
          }
        for (const text of hiddenTexts)
          for (const [viewer, reader] of readers) {
            const entry = { at: AT, text: '', secret: { seat: 's0', text } };
            const more = read(ctxWith([entry]), viewer);
            const counted = hiddenLineBytes(view as never, reader);
            if (counted < more) short.push(`${reader.role} hidden: ${counted} < ${more}: ${text}`);
          }
      }
    expect(short).toEqual([]);
  });
});
