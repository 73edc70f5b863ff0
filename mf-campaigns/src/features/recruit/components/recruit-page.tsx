import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, Result } from '@survey/shared/ui';
import { FormField, Input } from '@survey/shared/ui/form';
import { formatDate } from '@survey/shared/format';
import { CampaignFrame } from '../../../components/campaign-frame';
import { useApply } from '../api/post-recruit-application';

const GRADES = ['大一', '大二', '大三', '大四', '研一', '研二', '研三', '博士'];

type Values = { name: string; school: string; grade: string; mobile: string; reason: string };
const EMPTY: Values = { name: '', school: '', grade: '', mobile: '', reason: '' };

/** The same rules the API applies, so most mistakes are named before sending. */
function validate(v: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  if (v.name.trim().length < 2) errors.name = '请填写真实姓名';
  if (v.school.trim().length < 2) errors.school = '请填写学校全称';
  if (!v.grade) errors.grade = '请选择年级';
  if (!/^1[3-9]\d{9}$/.test(v.mobile.trim())) errors.mobile = '请输入正确的手机号';
  if (v.reason.trim().length < 10) errors.reason = '申请理由至少 10 个字';
  else if (v.reason.trim().length > 500) errors.reason = '申请理由不超过 500 字';
  return errors;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  select,
  textarea {
    width: 100%;
    padding: 10px 12px;
    font: inherit;
    font-size: 16px;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  select {
    height: 44px;
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
`;

function ApplicationForm() {
  const apply = useApply();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [busy, setBusy] = useState(false);
  const [doneAt, setDoneAt] = useState<number | null>(null);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { name, school, grade, mobile, reason } = values;
      const result = await apply({ name: name.trim(), school: school.trim(), grade, mobile: mobile.trim(), reason: reason.trim() });
      setDoneAt(result.createdAt);
    } catch {
      // The server's reason (e.g. this mobile already applied) has been shown; the form keeps its values.
    } finally {
      setBusy(false);
    }
  };

  if (doneAt !== null) {
    return (
      <Card>
        <Result
          title="报名成功"
          description={`已于 ${formatDate(doneAt, 'YYYY-MM-DD HH:mm')} 收到你的申请，我们将在 5 个工作日内电话联系你。`}
        />
      </Card>
    );
  }
  return (
    <Card title="校园大使报名表">
      <Form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="校园大使报名">
        <Input label="姓名" autoComplete="name" maxLength={20} value={values.name} error={errors.name} onChange={set('name')} />
        <Input label="学校" maxLength={50} value={values.school} error={errors.school} onChange={set('school')} />
        <FormField label="年级" error={errors.grade}>
          {(control) => (
            <select {...control} value={values.grade} onChange={set('grade')}>
              <option value="">请选择</option>
              {GRADES.map((g) => (
                <option key={g}>{g}</option>
              ))}
            </select>
          )}
        </FormField>
        <Input
          label="手机号"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={values.mobile}
          error={errors.mobile}
          onChange={set('mobile')}
        />
        <FormField label="申请理由" error={errors.reason} hint="10~500 字，说说你的校园资源和推广想法">
          {(control) => <textarea {...control} maxLength={500} value={values.reason} onChange={set('reason')} />}
        </FormField>
        <Button type="submit" size="lg" block loading={busy}>
          提交报名
        </Button>
      </Form>
    </Card>
  );
}

/** /activities/recruit: campus ambassador recruitment, one application per mobile. */
export default function RecruitPage() {
  return (
    <CampaignFrame campaign="recruit" tone="linear-gradient(135deg, #7a4dff 0%, #2f6bff 100%)">
      {(campaign) => (campaign.state === 'running' ? <ApplicationForm /> : null)}
    </CampaignFrame>
  );
}
