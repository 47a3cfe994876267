import {
  fieldLabels,
  shippingMessages,
  shippingZoneInputSchema,
  type ShippingZone,
  type ShippingZoneFields,
  type ShippingZoneInput,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { InputField } from '../../../../components/form-field.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { showServerFieldError } from '../../../../lib/form-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSaveZone } from '../api/zones.ts';
import { AreaFields } from './area-fields.tsx';
import { errorAt } from './form-errors.ts';
import { MethodFields } from './method-fields.tsx';

const newZone: ShippingZoneFields = { name: '', areas: [{ country: 'US', region: '' }], methods: [] };

const valuesOf = (zone: ShippingZone): ShippingZoneFields => ({
  name: zone.name,
  areas: zone.areas.map(
    ({ country, region }) => ({ country, region }) as ShippingZoneFields['areas'][number],
  ),
  methods: zone.methods.map(({ _id, ...method }) => method),
});

/** Adds a zone, or edits one (`zone`): its name, countries and regions, and methods with their rates. */
export function ZoneForm({ zone, onDone }: { zone?: ShippingZone; onDone: () => void }) {
  const form = useForm<ShippingZoneFields, unknown, ShippingZoneInput>({
    resolver: zodResolver(shippingZoneInputSchema),
    defaultValues: zone ? valuesOf(zone) : newZone,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const save = useSaveZone();

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: zone?._id, zone: values },
      {
        onSuccess: () => {
          toast.success(shippingMessages.saved);
          onDone();
        },
        onError: (error) => {
          toast.error(`The zone was not saved: ${errorMessage(error)}`);
          showServerFieldError(error, ['name', 'areas'], setError);
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={zone ? `Edit the zone ${zone.name}` : 'Add a shipping zone'}
        className="card card-border flex flex-col gap-2 bg-base-100 p-6 shadow-sm"
      >
        <h2 className="text-xl font-semibold">{zone ? `Edit ${zone.name}` : 'Add a shipping zone'}</h2>
        <InputField
          label={fieldLabels.name}
          error={errorAt(errors, 'name')}
          registration={register('name')}
        />
        <AreaFields />
        <MethodFields />
        <div className="mt-4 flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save zone'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Cancel
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
