//! One instruction as LLVM 19 prints it.

use super::*;

impl Printer<'_> {
    pub(super) fn inst(&mut self, f: &Function, names: &LocalNames, i: Inst) {
        let m = self.m;
        let body = f.body.as_ref().expect("a body");
        let node = &body.insts[i];
        if node.ty != TypeId::VOID {
            names.insts[i].write(&mut self.out);
            self.out.push_str(" = ");
        }
        self.out.push_str(node.data.mnemonic());
        match &node.data {
            InstData::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                if op.is_float() {
                    self.fmf(FastMath::from_bits(*flags));
                } else {
                    self.int_flags(IntFlags::from_bits(*flags));
                }
                self.out.push(' ');
                self.typed_value(f, names, *lhs);
                self.out.push_str(", ");
                self.value(names, *rhs);
            }
            InstData::FNeg { fmf, arg } => {
                self.fmf(*fmf);
                self.out.push(' ');
                self.typed_value(f, names, *arg);
            }
            InstData::ICmp { pred, lhs, rhs } => {
                let _ = write!(self.out, " {} ", pred.name());
                self.typed_value(f, names, *lhs);
                self.out.push_str(", ");
                self.value(names, *rhs);
            }
            InstData::FCmp {
                pred,
                fmf,
                lhs,
                rhs,
            } => {
                self.fmf(*fmf);
                let _ = write!(self.out, " {} ", pred.name());
                self.typed_value(f, names, *lhs);
                self.out.push_str(", ");
                self.value(names, *rhs);
            }
            InstData::Select {
                fmf,
                cond,
                if_true,
                if_false,
            } => {
                self.fmf(*fmf);
                self.out.push(' ');
                self.typed_value(f, names, *cond);
                self.out.push_str(", ");
                self.typed_value(f, names, *if_true);
                self.out.push_str(", ");
                self.typed_value(f, names, *if_false);
            }
            InstData::Phi { fmf, incoming } => {
                self.fmf(*fmf);
                self.out.push(' ');
                self.ty(node.ty);
                for (k, (v, b)) in incoming.iter().enumerate() {
                    self.out.push_str(if k == 0 { " [ " } else { ", [ " });
                    self.value(names, *v);
                    self.out.push_str(", ");
                    self.block(names, *b);
                    self.out.push_str(" ]");
                }
            }
            InstData::Alloca {
                ty,
                count,
                align,
                space,
            } => {
                self.out.push(' ');
                self.ty(*ty);
                if let Some(c) = count {
                    self.out.push_str(", ");
                    self.typed_value(f, names, *c);
                }
                let _ = write!(self.out, ", align {}", align.bytes());
                if !space.is_generic() {
                    let _ = write!(self.out, ", addrspace({})", space.0);
                }
            }
            InstData::Load {
                ptr,
                align,
                volatile,
                atomic,
            } => {
                if atomic.is_some() {
                    self.out.push_str(" atomic");
                }
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.ty(node.ty);
                self.out.push_str(", ");
                self.typed_value(f, names, *ptr);
                if let Some(a) = atomic {
                    self.scope_ordering(&a.scope, a.ordering);
                }
                let _ = write!(self.out, ", align {}", align.bytes());
            }
            InstData::Store {
                value,
                ptr,
                align,
                volatile,
                atomic,
            } => {
                if atomic.is_some() {
                    self.out.push_str(" atomic");
                }
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.typed_value(f, names, *value);
                self.out.push_str(", ");
                self.typed_value(f, names, *ptr);
                if let Some(a) = atomic {
                    self.scope_ordering(&a.scope, a.ordering);
                }
                let _ = write!(self.out, ", align {}", align.bytes());
            }
            InstData::Gep {
                source_ty,
                flags,
                base,
                indices,
            } => {
                self.gep_flags(*flags);
                self.out.push(' ');
                self.ty(*source_ty);
                self.out.push_str(", ");
                self.typed_value(f, names, *base);
                for &idx in indices {
                    self.out.push_str(", ");
                    self.typed_value(f, names, idx);
                }
            }
            InstData::Cast { flags, arg, .. } => {
                self.int_flags(*flags);
                self.out.push(' ');
                self.typed_value(f, names, *arg);
                self.out.push_str(" to ");
                self.ty(node.ty);
            }
            InstData::ExtractValue { agg, indices } => {
                self.out.push(' ');
                self.typed_value(f, names, *agg);
                for ix in indices.iter() {
                    let _ = write!(self.out, ", {ix}");
                }
            }
            InstData::InsertValue { agg, elt, indices } => {
                self.out.push(' ');
                self.typed_value(f, names, *agg);
                self.out.push_str(", ");
                self.typed_value(f, names, *elt);
                for ix in indices.iter() {
                    let _ = write!(self.out, ", {ix}");
                }
            }
            InstData::ExtractElement { vec, idx } => {
                self.out.push(' ');
                self.typed_value(f, names, *vec);
                self.out.push_str(", ");
                self.typed_value(f, names, *idx);
            }
            InstData::InsertElement { vec, elt, idx } => {
                self.out.push(' ');
                self.typed_value(f, names, *vec);
                self.out.push_str(", ");
                self.typed_value(f, names, *elt);
                self.out.push_str(", ");
                self.typed_value(f, names, *idx);
            }
            InstData::ShuffleVector { a, b, mask } => {
                self.out.push(' ');
                self.typed_value(f, names, *a);
                self.out.push_str(", ");
                self.typed_value(f, names, *b);
                let _ = write!(self.out, ", <{} x i32> ", mask.len());
                if mask.iter().all(|x| *x == Some(0)) {
                    self.out.push_str("zeroinitializer");
                } else if mask.iter().all(Option::is_none) {
                    self.out.push_str("poison");
                } else {
                    self.out.push('<');
                    for (k, x) in mask.iter().enumerate() {
                        if k > 0 {
                            self.out.push_str(", ");
                        }
                        match x {
                            Some(v) => {
                                let _ = write!(self.out, "i32 {v}");
                            }
                            None => self.out.push_str("i32 poison"),
                        }
                    }
                    self.out.push('>');
                }
            }
            InstData::Call(c) => {
                // The mnemonic was printed; put the tail marker before it.
                let len = self.out.len() - "call".len();
                let marker = match c.tail {
                    TailKind::None => "",
                    TailKind::Tail => "tail ",
                    TailKind::MustTail => "musttail ",
                    TailKind::NoTail => "notail ",
                };
                self.out.insert_str(len, marker);
                self.fmf(c.fmf);
                self.out.push(' ');
                self.calling_conv(c.cc);
                if !c.ret_attrs.is_empty() {
                    let _ = m.attrs.write_inline(&mut self.out, &m.types, c.ret_attrs);
                    self.out.push(' ');
                }
                match m.types.func_parts(c.fn_ty) {
                    Some((_, _, true)) => self.ty(c.fn_ty),
                    Some((ret, _, false)) => self.ty(ret),
                    None => self.ty(node.ty),
                }
                self.out.push(' ');
                self.value(names, c.callee);
                self.out.push('(');
                for (k, &a) in c.args.iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.ty(f.value_type(&m.types, &m.consts, a));
                    let attrs = c.arg_attrs.get(k).copied().unwrap_or(AttrSetId::EMPTY);
                    if !attrs.is_empty() {
                        self.out.push(' ');
                        let _ = m.attrs.write_inline(&mut self.out, &m.types, attrs);
                    }
                    self.out.push(' ');
                    self.value(names, a);
                }
                self.out.push(')');
                if let Some(&g) = self.groups.get(&c.fn_attrs) {
                    let _ = write!(self.out, " #{g}");
                }
            }
            InstData::AtomicRmw(a) => {
                if a.volatile {
                    self.out.push_str(" volatile");
                }
                let _ = write!(self.out, " {} ", a.op.name());
                self.typed_value(f, names, a.ptr);
                self.out.push_str(", ");
                self.typed_value(f, names, a.val);
                self.scope_ordering(&a.scope, a.ordering);
                let _ = write!(self.out, ", align {}", a.align.bytes());
            }
            InstData::CmpXchg(c) => {
                if c.weak {
                    self.out.push_str(" weak");
                }
                if c.volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.typed_value(f, names, c.ptr);
                self.out.push_str(", ");
                self.typed_value(f, names, c.cmp);
                self.out.push_str(", ");
                self.typed_value(f, names, c.new);
                self.scope_ordering(&c.scope, c.success);
                let _ = write!(self.out, " {}, align {}", c.failure.name(), c.align.bytes());
            }
            InstData::Fence { ordering, scope } => self.scope_ordering(scope, *ordering),
            InstData::Freeze { arg } => {
                self.out.push(' ');
                self.typed_value(f, names, *arg);
            }
            InstData::Ret { value } => match value {
                Some(v) => {
                    self.out.push(' ');
                    self.typed_value(f, names, *v);
                }
                None => self.out.push_str(" void"),
            },
            InstData::Br { dest } => {
                self.out.push_str(" label ");
                self.block(names, *dest);
            }
            InstData::CondBr {
                cond,
                if_true,
                if_false,
            } => {
                self.out.push(' ');
                self.typed_value(f, names, *cond);
                self.out.push_str(", label ");
                self.block(names, *if_true);
                self.out.push_str(", label ");
                self.block(names, *if_false);
            }
            InstData::Switch {
                cond,
                default,
                cases,
            } => {
                self.out.push(' ');
                self.typed_value(f, names, *cond);
                self.out.push_str(", label ");
                self.block(names, *default);
                self.out.push_str(" [\n");
                for (c, b) in cases {
                    self.out.push_str("    ");
                    self.typed_const(*c);
                    self.out.push_str(", label ");
                    self.block(names, *b);
                    self.out.push('\n');
                }
                self.out.push_str("  ]");
            }
            InstData::Unreachable => {}
        }
    }
}
