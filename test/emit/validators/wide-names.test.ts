import { describe, expect, it } from 'vitest';
import { apiModel, enumOf, namedSchema, obj, str } from '../../../src/ir/factories.js';
import { generate, unformatted } from './harness.js';

/**
 * Property names and enum values in CJK take two columns a character: a line that fits by
 * `.length` may not fit on screen, and prettier (which counts columns) breaks it. The
 * validators' layout must count as prettier does, or their output is not prettier-clean.
 */
describe('validators with wide (CJK, emoji) names', () => {
  const name = '作業名'.repeat(15); // 45 code units, 90 columns
  const longer = '長い名前'.repeat(12); // 48 code units, 96 columns
  const values = [
    '待機中です',
    '実行中です',
    '完了しました',
    '失敗しました',
    '取消済みです',
    '🚀🚀🚀🚀',
  ];
  const model = apiModel({
    schemas: [
      namedSchema(
        'Wide',
        obj({ [name]: str(), [longer]: str(), 状態: enumOf(values) }, { required: [name, longer] }),
      ),
    ],
  });
  const files = generate(model).files;
  const validators = files.find((file) => file.path === 'validators.ts')?.contents ?? '';

  it('are laid out by display width, as prettier lays them out', async () => {
    // `const vN = v['…'];` is 61 code units but 106 columns: prettier breaks after `=`, and
    // inside the brackets too when `v['…'];` does not fit below it (96 columns).
    expect(validators).toMatch(new RegExp(`const v\\d+ =\n {4}v\\['${name}'\\];`));
    expect(validators).toMatch(new RegExp(`const v\\d+ =\n {4}v\\[\n {6}'${longer}'\n {4}\\];`));
    expect(await unformatted(files)).toEqual([]);
  });
});
