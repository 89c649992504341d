import { useTrans } from '@tonearm/shell';
import { Button, type ButtonProps, toast } from '@tonearm/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PlusIcon } from '../icons/icons';
import { playlistLink } from '../links/links';
import { PlaylistFormDialog } from './PlaylistFormDialog';

export interface CreatePlaylistButtonProps {
  /** The button's look. @default 'primary' */
  variant?: ButtonProps['variant'];
  /** Extra classes. @default undefined */
  className?: string;
}

/** "New playlist": opens the create dialog and goes to the new playlist's page once it is made. */
export function CreatePlaylistButton({ variant, className }: CreatePlaylistButtonProps) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        {...(variant ? { variant } : {})}
        {...(className ? { className } : {})}
        onPress={() => setOpen(true)}
      >
        <PlusIcon />
        {trans('New playlist')}
      </Button>
      <PlaylistFormDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        onSaved={(playlist) => {
          toast.positive(trans('Created :name', { name: playlist.name }));
          void navigate(playlistLink(playlist));
        }}
      />
    </>
  );
}
