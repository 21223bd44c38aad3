import { describe, expect, it } from 'vitest';
import { toSizeChartView } from './sizeChart';

// The answer of GET /fapi/components/size-chart/hiking-boot as commerce-api sends it.
const boots = {
  id: 'size-chart/hiking-boot',
  productType: 'hiking-boot',
  kind: 'footwear',
  unit: 'cm',
  columns: ['foot', 'eu'],
  rows: [
    { size: '8', values: ['24.6', '39'] },
    { size: '9', values: ['25.4', '40.5'] },
  ],
};

describe('toSizeChartView', () => {
  it('keeps the rows of the product’s own sizes, in the product’s order', () => {
    expect(toSizeChartView(boots, ['9', '8', '99'])).toEqual({
      kind: 'footwear',
      columns: ['foot', 'eu'],
      rows: [
        ['9', '25.4', '40.5'],
        ['8', '24.6', '39'],
      ],
    });
  });

  it('is null when none of the sizes is in the chart, or there is no chart', () => {
    expect(toSizeChartView(boots, ['One Size'])).toBeNull();
    expect(toSizeChartView(null, ['9'])).toBeNull();
  });

  it('is null for a chart the shop cannot label (unknown kind or column), and skips malformed rows', () => {
    expect(toSizeChartView({ ...boots, kind: 'hats' }, ['9'])).toBeNull();
    expect(toSizeChartView({ ...boots, columns: ['foot', 'width'] }, ['9'])).toBeNull();
    expect(
      toSizeChartView(
        {
          ...boots,
          rows: [
            { size: '9', values: ['25.4'] },
            { size: '8', values: ['24.6', '39'] },
          ],
        },
        ['9', '8'],
      )?.rows,
    ).toEqual([['8', '24.6', '39']]);
  });
});
