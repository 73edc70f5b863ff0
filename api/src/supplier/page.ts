// The supplier's answer page: plain HTML and one inline script (allowed by a nonce in its own CSP)
// that loads the questionnaire with GET /v1/polls/{id} and submits it with POST /v1/polls, then follows
// the signed redirect back to the platform.
import { JOIN_STATE_NAMES } from '../tasks/join-states';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#eef2f7;color:#1f2329}
.bar{background:#14315c;color:#fff;padding:14px 16px;font-size:16px}.bar small{opacity:.7;margin-left:8px}
main{max-width:640px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:20px 16px;box-shadow:0 2px 12px rgba(0,0,0,.06);margin-bottom:16px}
h1{font-size:20px;margin:0 0 8px}p{color:#5c6370;font-size:15px;line-height:1.6;margin:0 0 8px}
fieldset{border:0;margin:0 0 16px;padding:0}legend{font-size:16px;font-weight:600;margin-bottom:8px;line-height:1.5}
label.opt{display:flex;align-items:center;gap:10px;min-height:44px;padding:8px 12px;border:1px solid #dfe3ea;border-radius:8px;margin-bottom:8px;font-size:16px;cursor:pointer}
label.opt input{width:18px;height:18px;margin:0}
select{width:100%;min-height:44px;font-size:16px;border:1px solid #dfe3ea;border-radius:8px;padding:0 8px;background:#fff}
.demo{border:1px dashed #f0a020;background:#fffaf0}.demo legend{color:#b26b00}
.actions{display:flex;gap:12px;flex-wrap:wrap}
button{min-height:44px;padding:0 20px;font-size:16px;border-radius:8px;border:1px solid #2f6bff;cursor:pointer}
button.primary{background:#2f6bff;color:#fff;flex:1}button.secondary{background:#fff;color:#2f6bff}
.error{color:#d4380d;font-size:15px;margin:8px 0}`;

/** Runs in the member's browser; reads the poll id and token from data attributes. */
const SCRIPT = `(function(){
var root=document.getElementById('survey');var poll=root.dataset.poll,h=root.dataset.h;
var states=${JSON.stringify(JOIN_STATE_NAMES)};
function el(tag,attrs,text){var e=document.createElement(tag);for(var k in attrs||{})e.setAttribute(k,attrs[k]);if(text!=null)e.textContent=text;return e}
function fail(msg){var p=document.getElementById('error');p.textContent=msg;p.hidden=false}
function send(body){var buttons=root.querySelectorAll('button');buttons.forEach(function(b){b.disabled=true});
fetch('/api/v1/polls',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(body)})
.then(function(r){return r.json()}).then(function(env){if(env.code===200){location.replace(env.data.redirect)}else{fail(env.message||'提交失败');buttons.forEach(function(b){b.disabled=false})}})
.catch(function(){fail('网络错误，请重试');buttons.forEach(function(b){b.disabled=false})})}
fetch('/api/v1/polls/'+encodeURIComponent(poll)+'?h='+encodeURIComponent(h)).then(function(r){return r.json()}).then(function(env){
if(env.code!==200){root.textContent='';root.appendChild(el('h1',{},'无法答题'));root.appendChild(el('p',{},env.message||'答题链接无效'));return}
var p=env.data;root.textContent='';var form=el('form',{'aria-label':p.title});
form.appendChild(el('h1',{},p.title));form.appendChild(el('p',{},p.intro));form.appendChild(el('p',{},'任务：'+p.taskTitle));
p.questions.forEach(function(q,i){var fs=el('fieldset',{});fs.appendChild(el('legend',{},(i+1)+'. '+q.title));
q.options.forEach(function(o){var l=el('label',{'class':'opt'});var inp=el('input',{type:q.kind==='single'?'radio':'checkbox',name:q.id,value:o.id});l.appendChild(inp);l.appendChild(document.createTextNode(o.label));fs.appendChild(l)});form.appendChild(fs)});
if(p.demo){var d=el('fieldset',{'class':'card demo'});d.appendChild(el('legend',{},'演示开关（仅演示模式）'));var s=el('select',{id:'force','aria-label':'强制结果'});
s.appendChild(el('option',{value:''},'按答题结果判定'));states.forEach(function(n,i){s.appendChild(el('option',{value:String(i)},'强制结果：'+n))});d.appendChild(s);form.appendChild(d)}
var err=el('p',{id:'error','class':'error',role:'alert'});err.hidden=true;form.appendChild(err);
var act=el('div',{'class':'actions'});var quit=el('button',{type:'button','class':'secondary'},'放弃答题');var ok=el('button',{type:'submit','class':'primary'},'提交问卷');
act.appendChild(quit);act.appendChild(ok);form.appendChild(act);root.appendChild(form);
quit.addEventListener('click',function(){send({poll:Number(poll),h:h,answers:[],quit:true})});
form.addEventListener('submit',function(e){e.preventDefault();var answers=p.questions.map(function(q){return{q:q.id,options:Array.prototype.map.call(form.querySelectorAll('input[name="'+q.id+'"]:checked'),function(x){return x.value})}});
var body={poll:Number(poll),h:h,answers:answers};var f=document.getElementById('force');if(f&&f.value!=='')body.force=Number(f.value);send(body)})
}).catch(function(){root.textContent='网络错误，请刷新重试'});
})();`;

/** The page with the questionnaire loader, for a verified hand-off. */
export function surveyPage(supplierName: string, pollId: number, h: string, nonce: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(supplierName)} · 在线问卷</title><style>${STYLE}</style></head>
<body><div class="bar">${esc(supplierName)}<small>在线问卷</small></div>
<main><div class="card" id="survey" data-poll="${pollId}" data-h="${esc(h)}"><p>正在加载问卷…</p></div>
<p>答完后将自动回到问卷社区领取奖励。</p></main>
<script nonce="${nonce}">${SCRIPT}</script></body></html>`;
}

/** A page saying why the link cannot be used. */
export function refusalPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><div class="bar">在线问卷</div><main><div class="card"><h1>${esc(title)}</h1><p>${esc(message)}</p>
<p><a href="/task">返回任务大厅</a></p></div></main></body></html>`;
}

/** Only this page's own inline script (by nonce) runs; it talks only to this origin. */
export const pageCsp = (nonce: string) =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;
