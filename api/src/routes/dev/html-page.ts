export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small stand-alone page (a phone's confirmation screen, a provider's consent screen). */
export const htmlPage = (title: string, inner: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;margin:0;padding:40px 16px;color:#333}
.card{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}
h1{font-size:20px;margin:0 0 12px}p{color:#666;font-size:14px;line-height:1.6}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ddd;border-radius:6px;font-size:15px;margin:8px 0 16px}
button{width:100%;padding:12px;border:0;border-radius:6px;background:#1aad19;color:#fff;font-size:16px;cursor:pointer}
.tip{font-size:12px;color:#999;margin-top:16px}
</style></head><body><div class="card">${inner}</div></body></html>`;
