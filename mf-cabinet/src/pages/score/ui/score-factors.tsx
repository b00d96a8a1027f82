import { Flex } from '@microloans/ui-kit';
import { FactorList } from './factor-list';

export type ScoreFactorsProps = { raising: string[]; lowering: string[] };

/** What raises the score and what lowers it: side by side on a wide screen, one under the other on a phone. */
export function ScoreFactors({ raising, lowering }: ScoreFactorsProps) {
  return (
    <Flex gap={16} wrap>
      <FactorList effect="raising" titles={raising} />
      <FactorList effect="lowering" titles={lowering} />
    </Flex>
  );
}
