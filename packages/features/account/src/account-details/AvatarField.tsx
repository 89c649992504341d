import { formatBytes } from '@tonearm/client/rules';
import { useBootstrapData, useTrans } from '@tonearm/shell';
import { Avatar, Button, DropZone, FileTrigger, fieldErrorStyles, fieldLabelStyles } from '@tonearm/ui';
import { useId } from 'react';
import { Text } from 'react-aria-components';
import { AVATAR_ACCEPTED_TYPES, AVATAR_MAX_SIZE } from './check-avatar-file';
import { useAvatar } from './use-avatar';

const firstFile = (accepted: File[], rejected: File[]) => accepted[0] ?? rejected[0];

export interface AvatarFieldProps {
  /** Whose picture it is, for the initials and the picture's name. */
  name: string;
}

/**
 * The profile image: the picture (or initials), a drop target, 'Upload image' and 'Remove image'. A refused file
 * shows why under the buttons and is announced.
 */
export function AvatarField({ name }: AvatarFieldProps) {
  const { trans } = useTrans();
  const { language } = useBootstrapData().i18n;
  const avatar = useAvatar();
  const errorId = useId();
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend box around a picture and two buttons
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className={fieldLabelStyles}>
        {trans('Profile image')}
      </span>
      <DropZone
        acceptedFileTypes={AVATAR_ACCEPTED_TYPES}
        onDropFiles={(accepted, rejected) => void avatar.upload(firstFile(accepted, rejected))}
        isDisabled={avatar.isPending}
        className="flex-row! flex-wrap justify-start! gap-4! p-4! text-left!"
      >
        <Avatar name={name} src={avatar.image} size="xl" />
        <div className="flex flex-col items-start gap-2">
          <Text slot="label">
            {trans('Drop an image here (at most :size), or', {
              size: formatBytes(AVATAR_MAX_SIZE, language),
            })}
          </Text>
          <div className="flex flex-wrap gap-2">
            <FileTrigger
              acceptedFileTypes={[...AVATAR_ACCEPTED_TYPES]}
              onSelectFiles={(accepted, rejected) => void avatar.upload(firstFile(accepted, rejected))}
            >
              <Button
                variant="outline"
                size="sm"
                isPending={avatar.isPending}
                aria-describedby={avatar.error ? errorId : undefined}
              >
                {trans('Upload image')}
              </Button>
            </FileTrigger>
            {avatar.image ? (
              <Button
                variant="ghost"
                size="sm"
                onPress={() => void avatar.remove()}
                isDisabled={avatar.isPending}
              >
                {trans('Remove image')}
              </Button>
            ) : null}
          </div>
        </div>
      </DropZone>
      <p id={errorId} aria-live="polite" className={fieldErrorStyles}>
        {avatar.error}
      </p>
    </div>
  );
}
