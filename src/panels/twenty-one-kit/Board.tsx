/**
 * The Twenty-One kit: the table Standard mode and Classic both show (one chart, two rulesets), which draws every
 * move from the view's actions. Each ruleset's panel gives it its words (`withWords`) and its hints, so the kit
 * never asks which game it shows.
 */
import type { ComponentType } from 'preact';
import type { TwentyOneView } from '../../../machines/twenty-one/view';
import type { PanelProps } from '../shared/types';
import type { Worded } from '../shared/words';
import { GmPanel } from './GmPanel';
import type { Hints } from './hints';
import { PlayerPanel } from './PlayerPanel';
import './twenty-one.css';

/** The table of a ruleset whose moves' hints are these, its moves already in that ruleset's words. */
export const twentyOneBoard =
  (hints: Hints): ComponentType<PanelProps<Worded<TwentyOneView>>> =>
  (props) =>
    props.state.self.role === 'GM' ? (
      <GmPanel {...props} hints={hints} />
    ) : (
      <PlayerPanel {...props} hints={hints} />
    );
