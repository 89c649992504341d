import { ArtworkField } from '@tonearm/admin/catalogue-editors';
import { ARTIST_MEMBER_ROLES, type BackstageRequestType, type MemberArtist } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { FormTextField, Select, SelectItem, useFormField } from '@tonearm/ui';
import { memberRoleLabels } from '../request-labels';
import { CatalogueArtistPicker, OwnArtistPicker } from './ArtistPicker';
import { ProofField } from './ProofField';
import { LINK_FIELDS, type RequestFormValues } from './request-form-values';
import type { ProofUpload } from './use-proof-upload';

/** The picture offered for the artist, uploaded to the public disk as the catalogue's artwork is. */
function AvatarField() {
  const { trans } = useTrans();
  const { value, fieldProps } = useFormField<RequestFormValues>({ name: 'avatar' });
  return (
    <ArtworkField
      label={trans('Avatar (optional)')}
      value={typeof value === 'string' ? value : null}
      onChange={(url) => fieldProps.onChange(url)}
      shape="round"
      errorMessage={typeof fieldProps.errorMessage === 'string' ? fieldProps.errorMessage : null}
    />
  );
}

/** The role a claim names, among the nine the backstage knows. */
function RoleSelect() {
  const { trans } = useTrans();
  const { value, fieldProps } = useFormField<RequestFormValues>({ name: 'role' });
  return (
    <Select
      label={trans('Your role')}
      items={ARTIST_MEMBER_ROLES.map((role) => ({ id: role, name: memberRoleLabels(trans)[role] }))}
      value={typeof value === 'string' ? value : 'artist'}
      onChange={(key) => fieldProps.onChange(key)}
      isInvalid={fieldProps.isInvalid}
      errorMessage={fieldProps.errorMessage}
    >
      {(role) => (
        <SelectItem id={role.id} textValue={role.name}>
          {role.name}
        </SelectItem>
      )}
    </Select>
  );
}

export interface RequestFieldsProps {
  type: BackstageRequestType;
  /** The artists the user speaks for, offered when asking for verification. */
  ownArtists: readonly MemberArtist[];
  proof: ProofUpload;
}

/** The fields of a request of `type`: who the artist is, who the user is, and their proof. */
export function RequestFields({ type, ownArtists, proof }: RequestFieldsProps) {
  const { trans } = useTrans();
  return (
    <>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-lg">{trans('The artist')}</legend>
        {type === 'become-artist' ? (
          <FormTextField<RequestFormValues> name="artist_name" label={trans('Your artist name')} isRequired />
        ) : type === 'verify-artist' ? (
          <OwnArtistPicker<RequestFormValues>
            name="artist_id"
            label={trans('Select artist')}
            artists={ownArtists}
          />
        ) : (
          <>
            <CatalogueArtistPicker<RequestFormValues> name="artist_id" label={trans('Select artist')} />
            <RoleSelect />
          </>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-lg">{trans('Tell us about yourself')}</legend>
        <AvatarField />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField<RequestFormValues>
            name="first_name"
            label={trans('First name')}
            autoComplete="given-name"
            isRequired
          />
          <FormTextField<RequestFormValues>
            name="last_name"
            label={trans('Last name')}
            autoComplete="family-name"
            isRequired
          />
        </div>
        <FormTextField<RequestFormValues>
          name="company"
          label={trans('Company (optional)')}
          autoComplete="organization"
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-lg">{trans('Verification')}</legend>
        <ProofField<RequestFormValues>
          name="proof_file_entry_id"
          label={trans('Identity document')}
          proof={proof}
        />
        {Array.from({ length: LINK_FIELDS }, (_, index) => (
          <FormTextField<RequestFormValues>
            // The fields are fixed in number and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            name={`links.${index}`}
            label={trans('Social profile link :number (optional)', { number: index + 1 })}
            type="url"
            inputMode="url"
            {...(index === 0 ? { description: trans('For example https://instagram.com/yourname') } : {})}
          />
        ))}
      </fieldset>
    </>
  );
}
