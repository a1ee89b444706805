//! One instruction in NVVM IR 2.0 (see the parent module for the rules): the casts a typed
//! pointer needs go on lines of their own before it.

use std::collections::HashSet;
use std::fmt::Write;

use crate::ir::{
    AtomicOrdering, ConstData, FastMath, FuncId, Function, GepFlags, Inst, InstData, IntFlags,
    RmwOp, TailKind, TypeData, TypeId, Value,
};
use crate::text::printer::LocalNames;

use super::{IntrinsicForm, Legacy, i8_ptr, intrinsic_form, local, ptr_suffix};

pub(super) struct FnPrinter<'a, 'm> {
    lp: &'a mut Legacy<'m>,
    f: &'m Function,
    names: &'a LocalNames,
    /// Next `%__tN`.
    next: u32,
    /// Type tests and the assumes that are their only users: not printed.
    dropped: HashSet<Inst>,
}

type R = Result<(), String>;

impl<'a, 'm> FnPrinter<'a, 'm> {
    pub(super) fn new(
        lp: &'a mut Legacy<'m>,
        f: &'m Function,
        names: &'a LocalNames,
        _fid: FuncId,
    ) -> Self {
        let mut dropped = HashSet::new();
        if let Some(body) = &f.body {
            for (_, i) in body.inst_order() {
                let InstData::Call(c) = &body.insts[i].data else {
                    continue;
                };
                if !lp.callee_named(c, "llvm.type.test") {
                    continue;
                }
                let users = body.users(Value::Inst(i));
                let all_assume = users.iter().all(|&u| {
                    matches!(&body.insts[u].data, InstData::Call(a) if lp.callee_named(a, "llvm.assume"))
                });
                if all_assume {
                    dropped.insert(i);
                    dropped.extend(users);
                }
            }
        }
        FnPrinter {
            lp,
            f,
            names,
            next: 0,
            dropped,
        }
    }

    fn temp(&mut self) -> String {
        self.next += 1;
        format!("%__t{}", self.next - 1)
    }

    fn ty(&self, t: TypeId) -> Result<String, String> {
        self.lp.ty(t)
    }

    fn vty(&self, v: Value) -> TypeId {
        let m = self.lp.m;
        self.f.value_type(&m.types, &m.consts, v)
    }

    /// A value's text (its type not written).
    fn val(&self, v: Value) -> Result<String, String> {
        Ok(match v {
            Value::Inst(i) => local(&self.names.insts[i]),
            Value::Arg(n) => local(&self.names.args[n as usize]),
            Value::Const(c) => self.lp.konst(c)?,
        })
    }

    /// `T value`.
    fn tval(&self, v: Value) -> Result<String, String> {
        Ok(format!("{} {}", self.ty(self.vty(v))?, self.val(v)?))
    }

    fn space_of(&self, ptr_ty: TypeId) -> u32 {
        self.lp.m.types.ptr_space(ptr_ty).unwrap_or_default().0
    }

    /// `ptr` (an `i8*` of its space) as a `T*`: its text, and the line that casts it when `T`
    /// is not `i8`.
    fn typed_ptr(&mut self, out: &mut String, ptr: Value, t: TypeId) -> Result<String, String> {
        let space = self.space_of(self.vty(ptr));
        let typed = self.lp.ptr_to(t, space)?;
        let p = self.val(ptr)?;
        if t == TypeId::I8 {
            return Ok(format!("{typed} {p}"));
        }
        let tmp = self.temp();
        let i8p = i8_ptr(space);
        let _ = writeln!(out, "  {tmp} = bitcast {i8p} {p} to {typed}");
        Ok(format!("{typed} {tmp}"))
    }

    fn res(&self, i: Inst) -> String {
        local(&self.names.insts[i])
    }

    pub(super) fn inst(&mut self, out: &mut String, i: Inst) -> R {
        if self.dropped.contains(&i) {
            return Ok(());
        }
        let m = self.lp.m;
        let body = self.f.body.as_ref().expect("a body");
        let node = &body.insts[i];
        let ty = node.ty;
        match &node.data {
            InstData::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                let mut s = op.name().to_string();
                if op.is_float() {
                    fmf(&mut s, FastMath::from_bits(*flags));
                } else {
                    for (flag, name) in IntFlags::NAMES {
                        if IntFlags::from_bits(*flags).contains(*flag)
                            && matches!(*name, "nuw" | "nsw" | "exact")
                        {
                            s.push(' ');
                            s.push_str(name);
                        }
                    }
                }
                let _ = writeln!(
                    out,
                    "  {} = {s} {}, {}",
                    self.res(i),
                    self.tval(*lhs)?,
                    self.val(*rhs)?
                );
            }
            InstData::FNeg { fmf: f, arg } => {
                let mut s = String::from("fsub");
                fmf(&mut s, *f);
                let t = self.vty(*arg);
                let _ = writeln!(
                    out,
                    "  {} = {s} {} {}, {}",
                    self.res(i),
                    self.ty(t)?,
                    self.negative_zero(t)?,
                    self.val(*arg)?
                );
            }
            InstData::ICmp { pred, lhs, rhs } => {
                let _ = writeln!(
                    out,
                    "  {} = icmp {} {}, {}",
                    self.res(i),
                    pred.name(),
                    self.tval(*lhs)?,
                    self.val(*rhs)?
                );
            }
            InstData::FCmp {
                pred,
                fmf: f,
                lhs,
                rhs,
            } => {
                let mut s = String::from("fcmp");
                fmf(&mut s, *f);
                let _ = writeln!(
                    out,
                    "  {} = {s} {} {}, {}",
                    self.res(i),
                    pred.name(),
                    self.tval(*lhs)?,
                    self.val(*rhs)?
                );
            }
            InstData::Select {
                cond,
                if_true,
                if_false,
                ..
            } => {
                let _ = writeln!(
                    out,
                    "  {} = select {}, {}, {}",
                    self.res(i),
                    self.tval(*cond)?,
                    self.tval(*if_true)?,
                    self.tval(*if_false)?
                );
            }
            InstData::Phi { incoming, .. } => {
                let mut s = format!("  {} = phi {}", self.res(i), self.ty(ty)?);
                for (k, (v, b)) in incoming.iter().enumerate() {
                    let _ = write!(
                        s,
                        "{}[ {}, {} ]",
                        if k == 0 { " " } else { ", " },
                        self.val(*v)?,
                        local(&self.names.blocks[*b])
                    );
                }
                out.push_str(&s);
                out.push('\n');
            }
            InstData::Alloca {
                ty: at,
                count,
                align,
                space,
            } => {
                let tmp = self.temp();
                let mut s = format!("  {tmp} = alloca {}", self.ty(*at)?);
                if let Some(c) = count {
                    let _ = write!(s, ", {}", self.tval(*c)?);
                }
                let _ = writeln!(s, ", align {}", align.bytes());
                out.push_str(&s);
                let typed = self.lp.ptr_to(*at, 0)?;
                if space.is_generic() {
                    let _ = writeln!(out, "  {} = bitcast {typed} {tmp} to i8*", self.res(i));
                } else {
                    let to = i8_ptr(space.0);
                    let _ = writeln!(
                        out,
                        "  {} = addrspacecast {typed} {tmp} to {to}",
                        self.res(i)
                    );
                }
            }
            InstData::Load {
                ptr,
                align,
                volatile,
                atomic,
            } => {
                // NVVM IR 2.0 has no atomic loads: a volatile load (what LLVM prints a relaxed
                // one as, `ld.volatile`) with the membars of its ordering (`seam::legalize`'s
                // mapping).
                let p = self.typed_ptr(out, *ptr, ty)?;
                let bars = atomic.as_ref().map(|a| (membar(&a.scope), a.ordering));
                if let Some((bar, AtomicOrdering::SeqCst)) = bars {
                    self.membar(out, bar);
                }
                let mut s = format!("  {} = load", self.res(i));
                if *volatile || atomic.is_some() {
                    s.push_str(" volatile");
                }
                let _ = writeln!(s, " {}, {p}, align {}", self.ty(ty)?, align.bytes());
                out.push_str(&s);
                if let Some((
                    bar,
                    AtomicOrdering::Acquire | AtomicOrdering::AcqRel | AtomicOrdering::SeqCst,
                )) = bars
                {
                    self.membar(out, bar);
                }
            }
            InstData::Store {
                value,
                ptr,
                align,
                volatile,
                atomic,
            } => {
                let vt = self.vty(*value);
                let p = self.typed_ptr(out, *ptr, vt)?;
                let bars = atomic.as_ref().map(|a| (membar(&a.scope), a.ordering));
                if let Some((
                    bar,
                    AtomicOrdering::Release | AtomicOrdering::AcqRel | AtomicOrdering::SeqCst,
                )) = bars
                {
                    self.membar(out, bar);
                }
                let mut s = String::from("  store");
                if *volatile || atomic.is_some() {
                    s.push_str(" volatile");
                }
                let _ = writeln!(s, " {}, {p}, align {}", self.tval(*value)?, align.bytes());
                out.push_str(&s);
                if let Some((bar, AtomicOrdering::SeqCst)) = bars {
                    self.membar(out, bar);
                }
            }
            InstData::Gep {
                source_ty,
                flags,
                base,
                indices,
            } => {
                if m.types.is_vector(ty) {
                    return Err("vector getelementptr: no LLVM 7 form in seam's printer".into());
                }
                let space = self.space_of(ty);
                let elem = self.lp.gep_elem(
                    *source_ty,
                    indices.iter().skip(1).map(|&x| {
                        (
                            self.vty(x),
                            match x {
                                Value::Const(c) => m.consts.as_int(c),
                                Value::Inst(_) | Value::Arg(_) => None,
                            },
                        )
                    }),
                )?;
                let b = self.typed_ptr(out, *base, *source_ty)?;
                let mut idx = String::new();
                for &x in indices.iter() {
                    let _ = write!(idx, ", {}", self.tval(x)?);
                }
                let inb = if flags.contains(GepFlags::INBOUNDS) {
                    " inbounds"
                } else {
                    ""
                };
                let src = self.ty(*source_ty)?;
                if elem == TypeId::I8 {
                    let _ = writeln!(
                        out,
                        "  {} = getelementptr{inb} {src}, {b}{idx}",
                        self.res(i)
                    );
                } else {
                    let tmp = self.temp();
                    let _ = writeln!(out, "  {tmp} = getelementptr{inb} {src}, {b}{idx}");
                    let i8p = i8_ptr(space);
                    let _ = writeln!(
                        out,
                        "  {} = bitcast {} {tmp} to {i8p}",
                        self.res(i),
                        self.lp.ptr_to(elem, space)?
                    );
                }
            }
            InstData::Cast { op, arg, .. } => {
                let _ = writeln!(
                    out,
                    "  {} = {} {} to {}",
                    self.res(i),
                    op.name(),
                    self.tval(*arg)?,
                    self.ty(ty)?
                );
            }
            InstData::ExtractValue { agg, indices } => {
                let mut s = format!("  {} = extractvalue {}", self.res(i), self.tval(*agg)?);
                for ix in indices.iter() {
                    let _ = write!(s, ", {ix}");
                }
                out.push_str(&s);
                out.push('\n');
            }
            InstData::InsertValue { agg, elt, indices } => {
                let mut s = format!(
                    "  {} = insertvalue {}, {}",
                    self.res(i),
                    self.tval(*agg)?,
                    self.tval(*elt)?
                );
                for ix in indices.iter() {
                    let _ = write!(s, ", {ix}");
                }
                out.push_str(&s);
                out.push('\n');
            }
            InstData::ExtractElement { vec, idx } => {
                let _ = writeln!(
                    out,
                    "  {} = extractelement {}, {}",
                    self.res(i),
                    self.tval(*vec)?,
                    self.tval(*idx)?
                );
            }
            InstData::InsertElement { vec, elt, idx } => {
                let _ = writeln!(
                    out,
                    "  {} = insertelement {}, {}, {}",
                    self.res(i),
                    self.tval(*vec)?,
                    self.tval(*elt)?,
                    self.tval(*idx)?
                );
            }
            InstData::ShuffleVector { a, b, mask } => {
                let lanes: Vec<String> = mask
                    .iter()
                    .map(|x| match x {
                        Some(v) => format!("i32 {v}"),
                        None => "i32 undef".to_string(),
                    })
                    .collect();
                let _ = writeln!(
                    out,
                    "  {} = shufflevector {}, {}, <{} x i32> <{}>",
                    self.res(i),
                    self.tval(*a)?,
                    self.tval(*b)?,
                    mask.len(),
                    lanes.join(", ")
                );
            }
            InstData::Call(c) => self.call(out, i, c)?,
            InstData::AtomicRmw(a) if a.op == RmwOp::FAdd => {
                // NVVM's own atomic add of a float (`atom.add.f32`/`.f64`), with the membars
                // of the ordering.
                let vt = self.vty(a.val);
                let (mangled, tname) = match m.types.get(vt) {
                    TypeData::Float => ("f32", "float"),
                    TypeData::Double => ("f64", "double"),
                    _ => return Err("atomicrmw-fadd: only of float and double".into()),
                };
                let space = self.space_of(self.vty(a.ptr));
                let p = self.typed_ptr(out, a.ptr, vt)?;
                let bar = membar(&a.scope);
                let release = matches!(
                    a.ordering,
                    AtomicOrdering::Release | AtomicOrdering::AcqRel | AtomicOrdering::SeqCst
                );
                let acquire = matches!(
                    a.ordering,
                    AtomicOrdering::Acquire | AtomicOrdering::AcqRel | AtomicOrdering::SeqCst
                );
                if release {
                    self.membar(out, bar);
                }
                let name = format!("llvm.nvvm.atomic.load.add.{mangled}.p{space}{mangled}");
                let (ptr_ty, _) = p.rsplit_once(' ').unwrap_or((&p, ""));
                self.lp.extra.insert(
                    name.clone(),
                    format!("declare {tname} @{name}({ptr_ty}, {tname})"),
                );
                let _ = writeln!(
                    out,
                    "  {} = call {tname} @{name}({p}, {})",
                    self.res(i),
                    self.tval(a.val)?
                );
                if acquire {
                    self.membar(out, bar);
                }
            }
            InstData::AtomicRmw(a) => {
                if matches!(
                    a.op,
                    RmwOp::FAdd
                        | RmwOp::FSub
                        | RmwOp::FMax
                        | RmwOp::FMin
                        | RmwOp::UIncWrap
                        | RmwOp::UDecWrap
                ) {
                    return Err(format!(
                        "atomicrmw-{}: LLVM 7's atomicrmw has no {} operation",
                        a.op.name(),
                        a.op.name()
                    ));
                }
                let vt = self.vty(a.val);
                let p = self.typed_ptr(out, a.ptr, vt)?;
                let mut s = format!("  {} = atomicrmw", self.res(i));
                if a.volatile {
                    s.push_str(" volatile");
                }
                let _ = write!(s, " {} {p}, {}", a.op.name(), self.tval(a.val)?);
                scope_ordering(&mut s, &a.scope, a.ordering.name());
                out.push_str(&s);
                out.push('\n');
            }
            InstData::CmpXchg(c) => {
                let vt = self.vty(c.cmp);
                let p = self.typed_ptr(out, c.ptr, vt)?;
                let mut s = format!("  {} = cmpxchg", self.res(i));
                if c.weak {
                    s.push_str(" weak");
                }
                if c.volatile {
                    s.push_str(" volatile");
                }
                let _ = write!(s, " {p}, {}, {}", self.tval(c.cmp)?, self.tval(c.new)?);
                scope_ordering(&mut s, &c.scope, c.success.name());
                let _ = writeln!(s, " {}", c.failure.name());
                out.push_str(&s);
            }
            InstData::Fence { ordering, scope } => {
                let mut s = String::from("  fence");
                scope_ordering(&mut s, scope, ordering.name());
                out.push_str(&s);
                out.push('\n');
            }
            InstData::Freeze { .. } => {
                return Err("freeze: LLVM 7 has no freeze".into());
            }
            InstData::Ret { value } => match value {
                Some(v) => {
                    let _ = writeln!(out, "  ret {}", self.tval(*v)?);
                }
                None => out.push_str("  ret void\n"),
            },
            InstData::Br { dest } => {
                let _ = writeln!(out, "  br label {}", local(&self.names.blocks[*dest]));
            }
            InstData::CondBr {
                cond,
                if_true,
                if_false,
            } => {
                let _ = writeln!(
                    out,
                    "  br {}, label {}, label {}",
                    self.tval(*cond)?,
                    local(&self.names.blocks[*if_true]),
                    local(&self.names.blocks[*if_false])
                );
            }
            InstData::Switch {
                cond,
                default,
                cases,
            } => {
                let mut s = format!(
                    "  switch {}, label {} [\n",
                    self.tval(*cond)?,
                    local(&self.names.blocks[*default])
                );
                for (c, b) in cases {
                    let _ = writeln!(
                        s,
                        "    {}, label {}",
                        self.lp.typed_konst(*c)?,
                        local(&self.names.blocks[*b])
                    );
                }
                s.push_str("  ]\n");
                out.push_str(&s);
            }
            InstData::Unreachable => out.push_str("  unreachable\n"),
        }
        Ok(())
    }

    /// A call of `llvm.nvvm.membar.{cta,gl,sys}` (declared).
    fn membar(&mut self, out: &mut String, bar: &str) {
        let name = format!("llvm.nvvm.membar.{bar}");
        self.lp
            .extra
            .insert(name.clone(), format!("declare void @{name}()"));
        let _ = writeln!(out, "  call void @{name}()");
    }

    /// `-0.0` of float type (or vector) `t`.
    fn negative_zero(&self, t: TypeId) -> Result<String, String> {
        let m = self.lp.m;
        let scalar = |t: TypeId| -> Result<String, String> {
            Ok(match m.types.get(t) {
                TypeData::Half => "0xH8000".into(),
                TypeData::Float | TypeData::Double => "-0.000000e+00".into(),
                _ => return Err("fneg of a type LLVM 7 cannot negate".into()),
            })
        };
        if let Some((elem, len)) = m.types.vector_parts(t) {
            let e = format!("{} {}", self.ty(elem)?, scalar(elem)?);
            return Ok(format!("<{}>", vec![e; len as usize].join(", ")));
        }
        scalar(t)
    }

    fn call(&mut self, out: &mut String, i: Inst, c: &crate::ir::CallData) -> R {
        let m = self.lp.m;
        let body = self.f.body.as_ref().expect("a body");
        let ty = body.insts[i].ty;
        let res = if ty == TypeId::VOID {
            String::new()
        } else {
            format!("{} = ", self.res(i))
        };
        let direct = match c.callee {
            Value::Const(k) => match m.consts.get(k) {
                ConstData::Global {
                    gv: crate::ir::GlobalValue::Func(f),
                    ..
                } => Some(*f),
                _ => None,
            },
            Value::Inst(_) | Value::Arg(_) => None,
        };
        // Intrinsics.
        if let Some(f) = direct.filter(|&f| m.functions[f].is_intrinsic()) {
            let name = &m.functions[f].name;
            match intrinsic_form(name)? {
                IntrinsicForm::MinMax(pred) => {
                    let t = self.vty(c.args[0]);
                    let (a, b) = (self.val(c.args[0])?, self.val(c.args[1])?);
                    let ts = self.ty(t)?;
                    let cmp = self.temp();
                    let _ = writeln!(out, "  {cmp} = icmp {pred} {ts} {a}, {b}");
                    let _ = writeln!(
                        out,
                        "  {} = select {} {cmp}, {ts} {a}, {ts} {b}",
                        self.res(i),
                        self.cond_ty(t)?
                    );
                    return Ok(());
                }
                IntrinsicForm::Abs => {
                    let t = self.vty(c.args[0]);
                    let a = self.val(c.args[0])?;
                    let ts = self.ty(t)?;
                    let zero = if m.types.is_vector(t) {
                        "zeroinitializer"
                    } else {
                        "0"
                    };
                    let (neg, lt) = (self.temp(), self.temp());
                    let _ = writeln!(out, "  {neg} = sub {ts} {zero}, {a}");
                    let _ = writeln!(out, "  {lt} = icmp slt {ts} {a}, {zero}");
                    let _ = writeln!(
                        out,
                        "  {} = select {} {lt}, {ts} {neg}, {ts} {a}",
                        self.res(i),
                        self.cond_ty(t)?
                    );
                    return Ok(());
                }
                IntrinsicForm::Round(sfx) => {
                    // trunc(x), one more away from zero when |x - trunc(x)| >= 0.5: exact
                    // (the difference is exact), NaN and infinities through.
                    let t = self.vty(c.args[0]);
                    let ts = self.ty(t)?;
                    let x = self.val(c.args[0])?;
                    let (tr, d, ad, ge, neg, step, up) = (
                        self.temp(),
                        self.temp(),
                        self.temp(),
                        self.temp(),
                        self.temp(),
                        self.temp(),
                        self.temp(),
                    );
                    for (name, decl) in [
                        (
                            format!("llvm.nvvm.trunc.{sfx}"),
                            format!("declare {ts} @llvm.nvvm.trunc.{sfx}({ts})"),
                        ),
                        (
                            format!("llvm.nvvm.fabs.{sfx}"),
                            format!("declare {ts} @llvm.nvvm.fabs.{sfx}({ts})"),
                        ),
                    ] {
                        self.lp.extra.insert(name, decl);
                    }
                    let _ = writeln!(out, "  {tr} = call {ts} @llvm.nvvm.trunc.{sfx}({ts} {x})");
                    let _ = writeln!(out, "  {d} = fsub {ts} {x}, {tr}");
                    let _ = writeln!(out, "  {ad} = call {ts} @llvm.nvvm.fabs.{sfx}({ts} {d})");
                    let _ = writeln!(out, "  {ge} = fcmp oge {ts} {ad}, 5.000000e-01");
                    let _ = writeln!(out, "  {neg} = fcmp olt {ts} {x}, 0.000000e+00");
                    let _ = writeln!(
                        out,
                        "  {step} = select i1 {neg}, {ts} -1.000000e+00, {ts} 1.000000e+00"
                    );
                    let _ = writeln!(out, "  {up} = fadd {ts} {tr}, {step}");
                    let _ = writeln!(
                        out,
                        "  {} = select i1 {ge}, {ts} {up}, {ts} {tr}",
                        self.res(i)
                    );
                    return Ok(());
                }
                IntrinsicForm::CopySign(int) => {
                    // The magnitude's bits with the sign's sign bit.
                    let t = self.vty(c.args[0]);
                    let ts = self.ty(t)?;
                    let (a, b) = (self.val(c.args[0])?, self.val(c.args[1])?);
                    let bits = if int == "i32" { 32 } else { 64 };
                    let sign = if bits == 64 {
                        (i64::MIN).to_string()
                    } else {
                        (i32::MIN).to_string()
                    };
                    let mag = if bits == 64 {
                        i64::MAX.to_string()
                    } else {
                        i32::MAX.to_string()
                    };
                    let (ia, ib, ma, sb, r) = (
                        self.temp(),
                        self.temp(),
                        self.temp(),
                        self.temp(),
                        self.temp(),
                    );
                    let _ = writeln!(out, "  {ia} = bitcast {ts} {a} to {int}");
                    let _ = writeln!(out, "  {ib} = bitcast {ts} {b} to {int}");
                    let _ = writeln!(out, "  {ma} = and {int} {ia}, {mag}");
                    let _ = writeln!(out, "  {sb} = and {int} {ib}, {sign}");
                    let _ = writeln!(out, "  {r} = or {int} {ma}, {sb}");
                    let _ = writeln!(out, "  {} = bitcast {int} {r} to {ts}", self.res(i));
                    return Ok(());
                }
                IntrinsicForm::TypeTest => {
                    return Err(
                        "llvm.type.test: used other than by llvm.assume (LLVM 7's NVVM cannot lower it)"
                            .into(),
                    );
                }
                IntrinsicForm::Call { name, pointee } => {
                    let mut args = Vec::new();
                    for (k, &a) in c.args.iter().enumerate() {
                        let at = self.vty(a);
                        // An argument's alignment (LLVM 7's memcpy takes it as an attribute;
                        // without it, NVVM may copy with wider accesses than the bytes allow).
                        let align = m
                            .attrs
                            .align(c.arg_attrs.get(k).copied().unwrap_or_default())
                            .filter(|_| m.types.is_ptr(at))
                            .map(|n| format!(" align {n}"))
                            .unwrap_or_default();
                        if m.types.is_ptr(at) && pointee != "i8" {
                            let space = self.space_of(at);
                            let mut typed = pointee.clone();
                            ptr_suffix(&mut typed, space);
                            let i8p = i8_ptr(space);
                            let tmp = self.temp();
                            let _ = writeln!(
                                out,
                                "  {tmp} = bitcast {i8p} {} to {typed}",
                                self.val(a)?
                            );
                            args.push(format!("{typed}{align} {tmp}"));
                        } else {
                            let t = self.ty(at)?;
                            args.push(format!("{t}{align} {}", self.val(a)?));
                        }
                    }
                    let ret = if m.types.is_ptr(ty) {
                        let mut r = pointee.clone();
                        ptr_suffix(&mut r, self.space_of(ty));
                        r
                    } else {
                        self.ty(ty)?
                    };
                    let mut callee = String::new();
                    let _ = crate::ir::names::write_name(&mut callee, '@', &name);
                    let _ = writeln!(
                        out,
                        "  {res}{}call{} {ret} {callee}({})",
                        tail(c.tail),
                        fmf_text(c.fmf),
                        args.join(", ")
                    );
                    return Ok(());
                }
            }
        }
        // Arguments; a byval one is the pointer to its type.
        let callee_params: Vec<crate::ir::AttrSetId> = direct
            .map(|f| m.functions[f].params.iter().map(|p| p.attrs).collect())
            .unwrap_or_default();
        let mut args = Vec::new();
        for (k, &a) in c.args.iter().enumerate() {
            let site = c.arg_attrs.get(k).copied().unwrap_or_default();
            let callee_attrs = callee_params.get(k).copied().unwrap_or_default();
            let byval = m.attrs.byval(site).or_else(|| m.attrs.byval(callee_attrs));
            match byval {
                Some(t) => {
                    let p = self.typed_ptr(out, a, t)?;
                    let (head, tail) = p.rsplit_once(' ').unwrap_or((&p, ""));
                    // ptxas wants the argument's alignment to be the parameter's.
                    let align = m
                        .attrs
                        .align(site)
                        .or_else(|| m.attrs.align(callee_attrs))
                        .map(|a| format!(" align {a}"))
                        .unwrap_or_default();
                    args.push(format!("{head} byval{align} {tail}"));
                }
                None => {
                    let align = m
                        .attrs
                        .align(site)
                        .filter(|_| m.types.is_ptr(self.vty(a)))
                        .map(|n| format!(" align {n}"))
                        .unwrap_or_default();
                    args.push(format!("{}{align} {}", self.ty(self.vty(a))?, self.val(a)?));
                }
            }
        }
        let (ret, _, _) = m
            .types
            .func_parts(c.fn_ty)
            .ok_or("a call without a function type")?;
        let ret_text = self.ty(ret)?;
        let callee = match (direct, c.callee) {
            (Some(f), _) => {
                let func = &m.functions[f];
                let mut name = String::new();
                let _ = crate::ir::names::write_name(&mut name, '@', &func.name);
                let own = self.lp.fn_ptr_ty(f)?;
                let called = format!("{}*", self.site_fn_ty(c, direct)?);
                if own == called {
                    name
                } else {
                    format!("bitcast ({own} {name} to {called})")
                }
            }
            (None, Value::Const(k)) if matches!(m.consts.get(k), ConstData::InlineAsm(_)) => {
                self.lp.konst(k)?
            }
            (None, v) => {
                let fp = format!("{}*", self.site_fn_ty(c, None)?);
                let tmp = self.temp();
                let space = self.space_of(self.vty(v));
                let i8p = i8_ptr(space);
                if space == 0 {
                    let _ = writeln!(out, "  {tmp} = bitcast {i8p} {} to {fp}", self.val(v)?);
                } else {
                    let _ = writeln!(
                        out,
                        "  {tmp} = addrspacecast {i8p} {} to {fp}",
                        self.val(v)?
                    );
                }
                tmp
            }
        };
        let mut line = format!(
            "  {res}{}call{} {ret_text} {callee}({})",
            tail(c.tail),
            fmf_text(c.fmf),
            args.join(", ")
        );
        if let Some(g) = self.lp.attr_group(c.fn_attrs) {
            let _ = write!(line, " #{g}");
        }
        out.push_str(&line);
        out.push('\n');
        Ok(())
    }

    /// The function type a call uses, its byval arguments typed (by the call's attributes,
    /// else the direct callee's).
    fn site_fn_ty(
        &self,
        c: &crate::ir::CallData,
        direct: Option<FuncId>,
    ) -> Result<String, String> {
        let m = self.lp.m;
        self.lp.fn_ty_text(c.fn_ty, |k| {
            m.attrs
                .byval(c.arg_attrs.get(k).copied().unwrap_or_default())
                .or_else(|| {
                    direct.and_then(|f| {
                        m.functions[f]
                            .params
                            .get(k)
                            .and_then(|p| m.attrs.byval(p.attrs))
                    })
                })
        })
    }

    /// `i1`, or `<N x i1>` for a vector `t`.
    fn cond_ty(&self, t: TypeId) -> Result<String, String> {
        Ok(match self.lp.m.types.vector_parts(t) {
            Some((_, n)) => format!("<{n} x i1>"),
            None => "i1".into(),
        })
    }
}

/// The membar of a scope: `block`/`singlethread` cta, another named scope gl, the system sys.
fn membar(scope: &crate::ir::SyncScope) -> &'static str {
    match scope.as_deref() {
        Some("block" | "singlethread") => "cta",
        Some(_) => "gl",
        None => "sys",
    }
}

fn tail(t: TailKind) -> &'static str {
    match t {
        TailKind::None => "",
        TailKind::Tail => "tail ",
        TailKind::MustTail => "musttail ",
        TailKind::NoTail => "notail ",
    }
}

fn fmf(s: &mut String, f: FastMath) {
    s.push_str(&fmf_text(f));
}

fn fmf_text(f: FastMath) -> String {
    if f == FastMath::FAST {
        return " fast".into();
    }
    let mut s = String::new();
    for (flag, name) in FastMath::NAMES {
        if f.contains(*flag) {
            s.push(' ');
            s.push_str(name);
        }
    }
    s
}

fn scope_ordering(s: &mut String, scope: &crate::ir::SyncScope, ordering: &str) {
    if let Some(sc) = scope {
        s.push_str(" syncscope(\"");
        let _ = crate::ir::names::write_escaped(s, sc.as_bytes());
        s.push_str("\")");
    }
    s.push(' ');
    s.push_str(ordering);
}
