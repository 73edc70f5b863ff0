import { useState } from 'react';
import { Input } from '@survey/shared/ui/form';
import type { Consignee } from '@survey/contract';
import { useRegions, useSaveConsignee } from './calls';
import { isMobile } from './validation';
import { useFocusFirst } from './use-focus-first';
import { Form, Row } from './form-styles';
import { FormActions } from './form-actions';
import { useCheckedSubmit } from './use-checked-submit';
import { RegionSelect } from './region-select';

/** A delivery address, new or changed: receiver, mobile, province → city → district from the region list, street address. */
export function AddressForm({
  initial,
  onSaved,
  onCancel,
  focusFirst = false,
  makeDefault = false,
}: {
  /** The address to change (its fields pre-filled, saved under its id), or null for a new one. */
  initial: Consignee | null;
  onSaved: (c: Consignee) => void;
  onCancel?: () => void;
  /** Saved as the default address, the one a physical order ships to (checkout's new address is). */
  makeDefault?: boolean;
  /** Opened by a press (使用新地址): focus goes to its first field, not back to the page. */
  focusFirst?: boolean;
}) {
  const save = useSaveConsignee();
  const first = useFocusFirst(focusFirst);
  const [name, setName] = useState(initial?.name ?? '');
  const [mobile, setMobile] = useState(initial?.mobile ?? '');
  const [provinceId, setProvinceId] = useState<number | null>(initial?.provinceId ?? null);
  const [cityId, setCityId] = useState<number | null>(initial?.cityId ?? null);
  const [districtId, setDistrictId] = useState<number | null>(initial?.districtId ?? null);
  const [address, setAddress] = useState(initial?.address ?? '');
  const provinces = useRegions(0);
  const cities = useRegions(provinceId);
  const districts = useRegions(cityId);

  const { errors, busy, submit } = useCheckedSubmit(
    () => ({
      name: [...name.trim()].length >= 2 && [...name.trim()].length <= 20 ? undefined : '收货人应为 2-20 个字',
      mobile: isMobile(mobile.trim()) ? undefined : '请填写 11 位手机号',
      province: provinceId ? undefined : '请选择省份',
      city: cityId ? undefined : '请选择城市',
      district: districtId ? undefined : '请选择区县',
      address: [...address.trim()].length >= 5 && [...address.trim()].length <= 120 ? undefined : '详细地址应为 5-120 个字',
    }),
    async () => {
      if (!provinceId || !cityId || !districtId) return; // the checks above refused this already
      const fields = { name: name.trim(), mobile: mobile.trim(), provinceId, cityId, districtId, address: address.trim() };
      onSaved(await save({ ...fields, ...(initial ? { id: initial.id } : {}), ...(makeDefault ? { isDefault: true } : {}) }));
    },
  );

  return (
    <Form onSubmit={submit} aria-label="收货地址" noValidate>
      <Row>
        <Input
          ref={first}
          label="收货人"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          maxLength={20}
          autoComplete="name"
          required
        />
        <Input
          label="手机号"
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          error={errors.mobile}
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
          required
        />
      </Row>
      <Row>
        <RegionSelect
          label="省份"
          value={provinceId}
          options={provinces.data}
          error={errors.province}
          onChange={(id) => {
            setProvinceId(id);
            setCityId(null);
            setDistrictId(null);
          }}
        />
        <RegionSelect
          label="城市"
          value={cityId}
          options={provinceId ? cities.data : []}
          error={errors.city}
          disabled={!provinceId}
          onChange={(id) => {
            setCityId(id);
            setDistrictId(null);
          }}
        />
        <RegionSelect
          label="区县"
          value={districtId}
          options={cityId ? districts.data : []}
          error={errors.district}
          disabled={!cityId}
          onChange={setDistrictId}
        />
      </Row>
      <Input
        label="详细地址"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        error={errors.address}
        maxLength={120}
        placeholder="街道、门牌号、楼层房间"
        required
      />
      <FormActions submitLabel="保存地址" busy={busy} onCancel={onCancel} />
    </Form>
  );
}
