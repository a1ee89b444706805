//! Copying IR from one module into another: the value mapper of the linker.
//!
//! **Contract.** Every table of a [`Module`] (types, constants, attribute sets, metadata) is
//! interned per module, so an id of the source means nothing in the destination. An
//! [`Importer`] translates ids of one source module into ids of one destination module,
//! interning on first use and remembering the answer. Global values are not created here:
//! the linker decides, before anything is copied, what each source symbol becomes in the
//! destination ([`Importer::bind`]); a constant that refers to a symbol not bound is a bug of
//! the caller and panics (never reachable from user input: the linker binds every symbol).
//!
//! Named structs are matched by name and body: a source `%T` whose body (translated) equals the
//! destination's `%T` is that type; an opaque one on either side takes the other's body; a
//! different body gets a fresh name `%T.N`, as LLVM's IRLinker does.

use rustc_hash::FxHashMap as HashMap;

use crate::ir::{Annotation, Param};
use crate::ir::{
    AttrSetId, Attribute, Body, ConstData, ConstExpr, ConstId, GlobalValue, InstData, MdId, MdNode,
    MdOperand, MdRef, Module, StructBody, TypeData, TypeId, TypeMd, Value,
};

/// Translates the ids of one source module into one destination module.
#[derive(Debug)]
pub(crate) struct Importer<'s> {
    src: &'s Module,
    types: HashMap<TypeId, TypeId>,
    consts: HashMap<ConstId, ConstId>,
    attrs: HashMap<AttrSetId, AttrSetId>,
    md: HashMap<MdId, MdId>,
    globals: HashMap<GlobalValue, GlobalValue>,
}

impl<'s> Importer<'s> {
    pub(crate) fn new(src: &'s Module) -> Self {
        Importer {
            src,
            types: HashMap::default(),
            consts: HashMap::default(),
            attrs: HashMap::default(),
            md: HashMap::default(),
            globals: HashMap::default(),
        }
    }

    /// The source module.
    pub(crate) fn src(&self) -> &'s Module {
        self.src
    }

    /// Says that the source's `from` is the destination's `to`.
    pub(crate) fn bind(&mut self, from: GlobalValue, to: GlobalValue) {
        self.globals.insert(from, to);
    }

    /// The destination symbol the source's `gv` is bound to.
    pub(crate) fn bound(&self, gv: GlobalValue) -> Option<GlobalValue> {
        self.globals.get(&gv).copied()
    }

    pub(crate) fn ty(&mut self, d: &mut Module, t: TypeId) -> TypeId {
        if let Some(&x) = self.types.get(&t) {
            return x;
        }
        let out = match self.src.types.get(t).clone() {
            TypeData::Array { len, elem } => {
                let e = self.ty(d, elem);
                d.types.array(e, len)
            }
            TypeData::Struct { fields, packed } => {
                let f: Vec<TypeId> = fields.iter().map(|&x| self.ty(d, x)).collect();
                d.types.struct_(&f, packed)
            }
            TypeData::Func {
                ret,
                params,
                vararg,
            } => {
                let r = self.ty(d, ret);
                let p: Vec<TypeId> = params.iter().map(|&x| self.ty(d, x)).collect();
                d.types.func(r, &p, vararg)
            }
            TypeData::Named(id) => self.named(d, id),
            other => d.types.intern(other),
        };
        self.types.insert(t, out);
        out
    }

    fn named(&mut self, d: &mut Module, id: crate::ir::NamedStructId) -> TypeId {
        let s = self.src.types.named_struct(id).clone();
        let want = |imp: &mut Self, d: &mut Module| {
            s.body.as_ref().map(|b| StructBody {
                fields: b.fields.iter().map(|&f| imp.ty(d, f)).collect(),
                packed: b.packed,
            })
        };
        if let Some(existing) = d.types.find_named(&s.name) {
            let dty = d.types.named_struct(existing).ty;
            // Bind first: a recursive body refers back to this type through pointers only
            // (opaque), so the map entry is what a body needs.
            self.types.insert(s.ty, dty);
            let body = want(self, d);
            let dbody = d.types.named_struct(existing).body.clone();
            match (dbody, body) {
                (_, None) => return dty,
                (None, Some(b)) => {
                    d.types.set_body(existing, Some(b));
                    return dty;
                }
                (Some(a), Some(b)) if a == b => return dty,
                _ => {
                    self.types.remove(&s.ty);
                }
            }
            let fresh = (1u64..)
                .map(|n| format!("{}.{n}", s.name))
                .find(|n| d.types.find_named(n).is_none())
                .expect("some suffix is free");
            let nid = d.types.named(&fresh);
            let nty = d.types.named_struct(nid).ty;
            self.types.insert(s.ty, nty);
            let body = want(self, d);
            d.types.set_body(nid, body);
            nty
        } else {
            let nid = d.types.named(&s.name);
            let nty = d.types.named_struct(nid).ty;
            self.types.insert(s.ty, nty);
            let body = want(self, d);
            d.types.set_body(nid, body);
            nty
        }
    }

    pub(crate) fn constant(&mut self, d: &mut Module, c: ConstId) -> ConstId {
        if let Some(&x) = self.consts.get(&c) {
            return x;
        }
        let out = match self.src.consts.get(c).clone() {
            ConstData::Int { ty, bits } => {
                let t = self.ty(d, ty);
                d.consts.int(&d.types, t, bits)
            }
            ConstData::Float { ty, bits } => {
                let t = self.ty(d, ty);
                d.consts.float_bits(t, bits)
            }
            ConstData::Null(ty) => {
                let t = self.ty(d, ty);
                d.consts.null(t)
            }
            ConstData::Zero(ty) => {
                let t = self.ty(d, ty);
                d.consts.zero(&d.types, t)
            }
            ConstData::Undef(ty) => {
                let t = self.ty(d, ty);
                d.consts.undef(t)
            }
            ConstData::Poison(ty) => {
                let t = self.ty(d, ty);
                d.consts.poison(t)
            }
            ConstData::Array { ty, elems } => {
                let t = self.ty(d, ty);
                let e = elems.iter().map(|&x| self.constant(d, x)).collect();
                d.consts.array(t, e)
            }
            ConstData::Vector { ty, elems } => {
                let t = self.ty(d, ty);
                let e = elems.iter().map(|&x| self.constant(d, x)).collect();
                d.consts.vector(t, e)
            }
            ConstData::Struct { ty, fields } => {
                let t = self.ty(d, ty);
                let f = fields.iter().map(|&x| self.constant(d, x)).collect();
                d.consts.struct_(t, f)
            }
            ConstData::Global { ty, gv } => {
                let t = self.ty(d, ty);
                let to = self
                    .bound(gv)
                    .expect("the linker binds every source symbol before copying");
                d.consts.global(t, to)
            }
            ConstData::Expr { ty, expr } => match expr {
                ConstExpr::Cast { op, value } => {
                    let t = self.ty(d, ty);
                    let v = self.constant(d, value);
                    d.consts.cast(&d.types, op, v, t)
                }
                ConstExpr::Gep {
                    source_ty,
                    flags,
                    base,
                    indices,
                } => {
                    let st = self.ty(d, source_ty);
                    let b = self.constant(d, base);
                    let i = indices.iter().map(|&x| self.constant(d, x)).collect();
                    d.consts.gep(st, flags, b, i)
                }
                ConstExpr::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                } => {
                    let l = self.constant(d, lhs);
                    let r = self.constant(d, rhs);
                    d.consts.binary(&d.types, op, flags, l, r)
                }
            },
            ConstData::Metadata(r) => {
                let r = self.md_ref(d, &r);
                d.consts.metadata(r)
            }
            ConstData::InlineAsm(a) => {
                let fn_ty = self.ty(d, a.fn_ty);
                d.consts.inline_asm(crate::ir::InlineAsm { fn_ty, ..*a })
            }
        };
        self.consts.insert(c, out);
        out
    }

    pub(crate) fn md_ref(&mut self, d: &mut Module, r: &MdRef) -> MdRef {
        match r {
            MdRef::String(s) => MdRef::String(s.clone()),
            MdRef::Node(n) => MdRef::Node(self.md_node(d, *n)),
        }
    }

    pub(crate) fn md_node(&mut self, d: &mut Module, n: MdId) -> MdId {
        if let Some(&x) = self.md.get(&n) {
            return x;
        }
        // Reserve first: nodes may form cycles.
        let id = d.md.push(MdNode::default());
        self.md.insert(n, id);
        let src = self.src.md[n].clone();
        let ops = src
            .ops
            .iter()
            .map(|op| match op {
                MdOperand::Null => MdOperand::Null,
                MdOperand::String(s) => MdOperand::String(s.clone()),
                // A symbol the linker left out (a lazy one nothing linked refers to) reads as
                // `null`, as LLVM's value mapper leaves metadata of values it did not link.
                MdOperand::Value(c)
                    if self
                        .src
                        .consts
                        .refers_to(*c, &mut |gv| !self.globals.contains_key(&gv)) =>
                {
                    MdOperand::Null
                }
                MdOperand::Value(c) => MdOperand::Value(self.constant(d, *c)),
                MdOperand::Node(m) => MdOperand::Node(self.md_node(d, *m)),
            })
            .collect();
        d.md[id] = MdNode {
            distinct: src.distinct,
            ops,
        };
        id
    }

    pub(crate) fn attrs(&mut self, d: &mut Module, a: AttrSetId) -> AttrSetId {
        if a.is_empty() {
            return a;
        }
        if let Some(&x) = self.attrs.get(&a) {
            return x;
        }
        let list: Vec<Attribute> = self
            .src
            .attrs
            .get(a)
            .to_vec()
            .into_iter()
            .map(|at| match at {
                Attribute::ByVal(t) => Attribute::ByVal(self.ty(d, t)),
                Attribute::ByRef(t) => Attribute::ByRef(self.ty(d, t)),
                Attribute::SRet(t) => Attribute::SRet(self.ty(d, t)),
                Attribute::ElementType(t) => Attribute::ElementType(self.ty(d, t)),
                Attribute::Range { ty, lo, hi } => Attribute::Range {
                    ty: self.ty(d, ty),
                    lo,
                    hi,
                },
                other => other,
            })
            .collect();
        let out = d.attrs.intern(list);
        self.attrs.insert(a, out);
        out
    }

    pub(crate) fn params(&mut self, d: &mut Module, ps: &[Param]) -> Vec<Param> {
        ps.iter()
            .map(|p| Param {
                name: p.name.clone(),
                attrs: self.attrs(d, p.attrs),
            })
            .collect()
    }

    pub(crate) fn type_md(&mut self, d: &mut Module, ts: &[TypeMd]) -> Vec<TypeMd> {
        ts.iter()
            .map(|t| TypeMd {
                offset: t.offset,
                id: self.md_ref(d, &t.id),
            })
            .collect()
    }

    pub(crate) fn annotations(&mut self, d: &mut Module, an: &[Annotation]) -> Vec<Annotation> {
        an.iter()
            .map(|a| Annotation {
                key: a.key.clone(),
                value: self.constant(d, a.value),
            })
            .collect()
    }

    fn value(&mut self, d: &mut Module, v: &mut Value) {
        if let Value::Const(c) = v {
            *c = self.constant(d, *c);
        }
    }

    /// A copy of a source body with every id translated.
    pub(crate) fn body(&mut self, d: &mut Module, b: &Body) -> Body {
        let mut out = b.clone();
        // Instructions a pass detached (an inlined call, say) may still name symbols the
        // source has since deleted: they are not part of the body, and the copy keeps them
        // as inert `unreachable`s rather than translate them.
        let live: rustc_hash::FxHashSet<_> = b.inst_order().map(|(_, i)| i).collect();
        for (id, node) in out.insts.iter_mut() {
            if !live.contains(&id) {
                node.ty = crate::ir::TypeId::VOID;
                node.data = InstData::Unreachable;
                continue;
            }
            node.ty = self.ty(d, node.ty);
            match &mut node.data {
                InstData::Alloca { ty, .. } => *ty = self.ty(d, *ty),
                InstData::Gep { source_ty, .. } => *source_ty = self.ty(d, *source_ty),
                InstData::Call(call) => {
                    call.fn_ty = self.ty(d, call.fn_ty);
                    call.ret_attrs = self.attrs(d, call.ret_attrs);
                    call.fn_attrs = self.attrs(d, call.fn_attrs);
                    for a in &mut call.arg_attrs {
                        *a = self.attrs(d, *a);
                    }
                }
                InstData::Switch { cases, .. } => {
                    for (c, _) in cases.iter_mut() {
                        *c = self.constant(d, *c);
                    }
                }
                InstData::Binary { .. }
                | InstData::FNeg { .. }
                | InstData::ICmp { .. }
                | InstData::FCmp { .. }
                | InstData::Select { .. }
                | InstData::Phi { .. }
                | InstData::Load { .. }
                | InstData::Store { .. }
                | InstData::Cast { .. }
                | InstData::ExtractValue { .. }
                | InstData::InsertValue { .. }
                | InstData::ExtractElement { .. }
                | InstData::InsertElement { .. }
                | InstData::ShuffleVector { .. }
                | InstData::AtomicRmw(_)
                | InstData::CmpXchg(_)
                | InstData::Fence { .. }
                | InstData::Freeze { .. }
                | InstData::Ret { .. }
                | InstData::Br { .. }
                | InstData::CondBr { .. }
                | InstData::Unreachable => {}
            }
            node.data.visit_operands_mut(|v| self.value(d, v));
        }
        out
    }
}
