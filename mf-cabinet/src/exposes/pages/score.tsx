import { ScorePage } from '../../pages/score';

export default ScorePage;
