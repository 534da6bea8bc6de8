import * as m from '../src/reading/extract/entry-fields.ts';
for (const f of ['售后服务部（经河北众联人力资源服务有限公司派遣）', '远川风电装备股份有限公司', '售后服务部']) console.log(f, (m as any).classifyField?.(f));
