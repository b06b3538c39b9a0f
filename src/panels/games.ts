/**
 * Each game's panel, by id. The type lists every game the registry holds, so
 * registering a game without giving it a panel does not compile.
 */
import type { ComponentType } from 'preact';
import type { GameId } from '../../machines/catalog';
import { BlackBaronPanel } from './black-baron/BlackBaronPanel';
import { GoblinPanel } from './goblin/GoblinPanel';
import { InBetweenPanel } from './in-between/InBetweenPanel';
import type { PanelProps, ViewOf } from './shared/types';
import { ThreeDragonAntePanel } from './three-dragon-ante/ThreeDragonAntePanel';
import { TwentyOnePanel } from './twenty-one/TwentyOnePanel';
import { ClassicPanel } from './twenty-one-classic/ClassicPanel';
import { WizardsPanel } from './wizards-and-thieves/WizardsPanel';

export const PANELS: { [G in GameId]: ComponentType<PanelProps<ViewOf<G>>> } = {
  'twenty-one': TwentyOnePanel,
  goblin: GoblinPanel,
  'twenty-one-classic': ClassicPanel,
  'black-baron': BlackBaronPanel,
  'in-between': InBetweenPanel,
  'wizards-and-thieves': WizardsPanel,
  'three-dragon-ante': ThreeDragonAntePanel,
};
