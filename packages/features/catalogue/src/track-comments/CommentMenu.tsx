import type { Comment } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button, Menu, MenuItem, MenuTrigger } from '@tonearm/ui';
import { MoreIcon } from '../icons/icons';

export interface CommentMenuProps {
  comment: Comment;
  /** Shown for comments the viewer may delete (their own). @default undefined */
  onDelete?: () => void;
  /** Shown for other people's comments, to a signed-in viewer. @default undefined */
  onReport?: () => void;
}

/** A comment's "More options": Report for other people's comments, Delete for the viewer's own. */
export function CommentMenu({ comment, onDelete, onReport }: CommentMenuProps) {
  const { trans } = useTrans();
  return (
    <MenuTrigger>
      <Button
        variant="ghost"
        size="sm"
        isIconOnly
        aria-label={trans('More options for the comment by :name', { name: comment.user.name })}
      >
        <MoreIcon />
      </Button>
      <Menu aria-label={trans('Options for the comment by :name', { name: comment.user.name })}>
        {onReport && (
          <MenuItem id="report" onAction={onReport}>
            {trans('Report')}
          </MenuItem>
        )}
        {onDelete && (
          <MenuItem id="delete" intent="danger" onAction={onDelete}>
            {trans('Delete')}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
