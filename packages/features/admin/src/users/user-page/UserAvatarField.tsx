import type { AdminUser } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import {
  Avatar,
  Button,
  DropZone,
  FileTrigger,
  fieldErrorStyles,
  fieldLabelStyles,
  toast,
} from '@tonearm/ui';
import { useId } from 'react';
import { Text } from 'react-aria-components';
import type { AdminUserState } from '../use-admin-user';
import { useUserAvatar } from './use-user-avatar';

const AVATAR_TYPES = ['image/*'];

const firstFile = (accepted: File[], rejected: File[]) => accepted[0] ?? rejected[0];

export interface UserAvatarFieldProps {
  state: AdminUserState;
  user: AdminUser;
}

/** The user's picture on the details tab: drop or pick an image to replace it, or remove it. */
export function UserAvatarField({ state, user }: UserAvatarFieldProps) {
  const { trans } = useTrans();
  const avatar = useUserAvatar(state, user);
  const labelId = useId();
  const errorId = useId();
  const upload = async (file: File | undefined) => {
    if (await avatar.upload(file)) toast.positive(trans('Avatar updated'));
  };
  const remove = async () => {
    if (await avatar.remove()) toast.positive(trans('Avatar removed'));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend box around a picture and two buttons
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className={fieldLabelStyles}>
        {trans('Avatar')}
      </span>
      <DropZone
        acceptedFileTypes={AVATAR_TYPES}
        onDropFiles={(accepted, rejected) => void upload(firstFile(accepted, rejected))}
        isDisabled={avatar.isPending}
        className="flex-row! flex-wrap justify-start! gap-4! p-4! text-left!"
      >
        <Avatar name={user.name} src={user.image} size="xl" />
        <div className="flex flex-col items-start gap-2">
          <Text slot="label">{trans('Drop an image here (at most 2 MB), or')}</Text>
          <div className="flex flex-wrap gap-2">
            <FileTrigger
              acceptedFileTypes={AVATAR_TYPES}
              onSelectFiles={(accepted, rejected) => void upload(firstFile(accepted, rejected))}
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
            {user.image ? (
              <Button variant="ghost" size="sm" onPress={() => void remove()} isDisabled={avatar.isPending}>
                {trans('Remove image')}
              </Button>
            ) : null}
          </div>
        </div>
      </DropZone>
      <p id={errorId} aria-live="polite" className={fieldErrorStyles}>
        {avatar.error ? trans(avatar.error) : null}
      </p>
    </div>
  );
}
