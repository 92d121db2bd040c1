import { Button, FormGroup, Slider } from '@blueprintjs/core';
import { MinusIcon, PlusIcon } from '@blueprintjs/icons';
import { TEXT_SIZE_STEPS } from '../../../domain/docs/constants';
import { stepTextSize, textSizeIndex } from '../../../domain/docs/text-size';
import { useTexts } from '../../app/queries';
import { docsTexts } from '../../../domain/docs/translations';

export interface TextSizeProps {
  readonly value: number;
  readonly onChange: (value: number) => void;
}

/** The Text Size add-on: a slider over the five fixed steps, with smaller/larger buttons. */
export const TextSize = ({ value, onChange }: TextSizeProps) => {
  const docsMessages = useTexts(docsTexts);
  return (
  <FormGroup label={docsMessages.textSize} className="portico-docs-text-size">
    <div className="portico-docs-text-size__row">
      <Button
        variant="minimal"
        icon={<MinusIcon />}
        aria-label={docsMessages.decreaseTextSize}
        disabled={value === TEXT_SIZE_STEPS[0]}
        onClick={() => onChange(stepTextSize(value, -1))}
      />
      <Slider
        min={0}
        max={TEXT_SIZE_STEPS.length - 1}
        stepSize={1}
        value={textSizeIndex(value)}
        labelRenderer={(index, options) => (options?.isHandleTooltip || index === textSizeIndex(value) ? `${TEXT_SIZE_STEPS[index]}%` : '')}
        onChange={(index) => onChange(TEXT_SIZE_STEPS[index] ?? value)}
        handleHtmlProps={{ 'aria-label': docsMessages.textSize }}
      />
      <Button
        variant="minimal"
        icon={<PlusIcon />}
        aria-label={docsMessages.increaseTextSize}
        disabled={value === TEXT_SIZE_STEPS[TEXT_SIZE_STEPS.length - 1]}
        onClick={() => onChange(stepTextSize(value, 1))}
      />
    </div>
    <output aria-live="polite" className="portico-docs-text-size__value">
      {value}%
    </output>
  </FormGroup>
);
};
