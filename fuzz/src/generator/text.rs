//! What the generator hands back: the labels (resolved from the recorded calls) and the
//! module's text.

use super::*;

/// Whether `text` names the symbol `@name` (not merely a longer name that starts with it).
fn names_symbol(text: &str, name: &str) -> bool {
    let at = format!("@{name}");
    text.match_indices(&at).any(|(i, _)| {
        !text[i + at.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$'))
    })
}

impl Gen<'_, '_> {
    /// Least fixpoint of the spaces each parameter receives and each function returns.
    pub(super) fn resolve(&self) -> (Vec<Vec<BTreeSet<Space>>>, Vec<BTreeSet<Space>>) {
        let mut params: Vec<Vec<BTreeSet<Space>>> = self
            .funcs
            .iter()
            .map(|f| vec![BTreeSet::new(); f.params.len()])
            .collect();
        let mut rets: Vec<BTreeSet<Space>> = vec![BTreeSet::new(); self.funcs.len()];
        fn eval(
            atoms: &[Atom],
            params: &[Vec<BTreeSet<Space>>],
            rets: &[BTreeSet<Space>],
        ) -> BTreeSet<Space> {
            let mut out = BTreeSet::new();
            for a in atoms {
                match *a {
                    Atom::Space(s) => {
                        out.insert(s);
                    }
                    Atom::Param(f, i) => out.extend(params[f][i].iter().copied()),
                    Atom::Ret(f) => out.extend(rets[f].iter().copied()),
                }
            }
            out
        }
        loop {
            let mut changed = false;
            for c in &self.calls {
                let s = eval(&c.origins, &params, &rets);
                let slot = &mut params[c.callee][c.param];
                let before = slot.len();
                slot.extend(s);
                changed |= slot.len() != before;
            }
            for (f, atoms) in &self.rets {
                let s = eval(atoms, &params, &rets);
                let before = rets[*f].len();
                rets[*f].extend(s);
                changed |= rets[*f].len() != before;
            }
            if !changed {
                return (params, rets);
            }
        }
    }

    pub(super) fn labels(&mut self, kernels: &[(usize, bool)]) -> Vec<Label> {
        let mut out = Vec::new();
        for f in &self.funcs {
            let decision = if f.alwaysinline {
                ForceInline::AlreadyAlwaysInline
            } else if f.kind == FKind::Kernel {
                ForceInline::Kernel
            } else if f.params.iter().any(|p| matches!(p, PKind::Image(_))) {
                ForceInline::ImageHandle
            } else if f.noinline {
                ForceInline::NoInline
            } else if f.param_payload() > 384 {
                ForceInline::LargeParams
            } else if f.ret_payload() > 144 {
                ForceInline::LargeReturn
            } else {
                ForceInline::None
            };
            // A kernel's parameters are `ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n`.
            let params = if f.kind == FKind::Kernel {
                20
            } else {
                f.param_payload()
            };
            out.push(Label::ForceInline {
                func: f.name.clone(),
                decision,
                params,
                ret: f.ret_payload(),
            });
        }
        let (params, rets) = self.resolve();
        for (fi, f) in self.funcs.iter().enumerate() {
            for (i, p) in f.params.iter().enumerate() {
                if matches!(p, PKind::Ptr { .. }) {
                    let spaces: Vec<Space> = params[fi][i].iter().copied().collect();
                    if spaces.len() > 1 {
                        self.used.insert(Feature::Disagree);
                    }
                    out.push(Label::ArgSpace {
                        func: f.name.clone(),
                        param: i,
                        spaces,
                    });
                }
            }
            if matches!(f.ret, RKind::Ptr { .. }) {
                out.push(Label::RetSpace {
                    func: f.name.clone(),
                    spaces: rets[fi].iter().copied().collect(),
                });
            }
        }
        for c in &self.icalls {
            let class = &self.classes[c.class];
            let targets: BTreeSet<usize> = class.tables.iter().map(|t| t[c.slot]).collect();
            // LLVM's rule: a type test covers the calls it dominates through its pointer; a
            // constant table's users span the module, and LLVM 19 counts a use in another
            // function as dominated.
            let guarded = c.guarded
                || c.table.as_ref().is_some_and(|t| {
                    c.dominated
                        || self
                            .table_tests
                            .iter()
                            .any(|(f, x)| *f != c.caller && x == t)
                });
            let target = if guarded && targets.len() == 1 {
                targets.first().map(|&t| self.funcs[t].name.clone())
            } else {
                None
            };
            out.push(Label::Devirt {
                func: self.funcs[c.caller].name.clone(),
                call: c.name.clone(),
                target,
                guarded,
                candidates: targets.len(),
            });
        }
        self.devirt_terms_labels(&mut out);
        for &(k, launched) in kernels {
            out.push(Label::Kernel {
                name: self.funcs[k].name.clone(),
                launched,
            });
        }
        // The variables dead variable elimination judges (`addrspace(1)` and `(4)`): used
        // when a body that stays names it. What stays: every device function (dead kernel
        // elimination deletes kernels only), launched kernels, and kernels marked only by
        // `!nvvm.annotations` (the seed tests the calling convention).
        let launched_kernel = |fi: usize| kernels.iter().any(|&(k, l)| k == fi && l);
        for (name, defined) in [
            ("g", self.use_g),
            ("c", self.use_c),
            ("cs", self.use_cs),
            ("gs", self.use_gs),
            ("gt", self.term_struct.is_some()),
            ("count", self.use_count),
            ("gv", self.use_gv),
        ] {
            if !defined {
                continue;
            }
            let used = self.funcs.iter().enumerate().any(|(fi, f)| {
                let stays = f.kind != FKind::Kernel || f.annotated_kernel || launched_kernel(fi);
                stays && self.texts.get(fi).is_some_and(|t| names_symbol(t, name))
            });
            out.push(Label::Variable {
                name: name.to_owned(),
                used,
            });
        }
        for f in &self.funcs {
            let used = match f.kind {
                FKind::Kernel | FKind::Target => continue,
                _ => true,
            };
            // Definitions count even when nothing calls them.
            if used {
                if f.params.iter().any(|p| matches!(p, PKind::Image(_))) {
                    self.used.insert(Feature::Images);
                }
                if f.param_payload() > 384 {
                    self.used.insert(Feature::BigParams);
                }
                if f.ret_payload() > 144 {
                    self.used.insert(Feature::BigReturns);
                }
                if f.linkage != "internal" {
                    self.used.insert(Feature::Linkage);
                }
                if f.optnone {
                    self.used.insert(Feature::OptNone);
                } else if f.noinline {
                    self.used.insert(Feature::NoInline);
                }
                if f.alwaysinline {
                    self.used.insert(Feature::AlwaysInline);
                }
                if f.nooutline {
                    self.used.insert(Feature::NoOutline);
                }
            }
        }
        out
    }

    // ---- the module text ------------------------------------------------------------------

    pub(super) fn module_text(&mut self) -> String {
        let mut s = String::new();
        s.push_str("target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n");
        s.push_str("target triple = \"nvptx64-nvidia-cuda\"\n\n");
        let r = self.slot;
        let mut md: Vec<String> = Vec::new();
        let mut annotations: Vec<usize> = Vec::new();
        if self.use_g {
            self.used.insert(Feature::GlobalPtrs);
            let vals: Vec<String> = (0..r).map(|_| format!("i32 {}", self.word())).collect();
            let _ = writeln!(
                s,
                "@g = internal addrspace(1) global [{r} x i32] [{}], align 4",
                vals.join(", ")
            );
        }
        if self.use_c {
            let vals: Vec<String> = (0..r).map(|_| format!("i32 {}", self.word())).collect();
            let _ = writeln!(
                s,
                "@c = internal addrspace(4) constant [{r} x i32] [{}], align 4",
                vals.join(", ")
            );
        }
        if self.use_cs {
            let (a, b, c, d, e) = (
                self.word(),
                self.word(),
                self.word(),
                self.word() as i16,
                self.word(),
            );
            let _ = writeln!(
                s,
                "@cs = internal addrspace(4) constant {CS_TY} {{ i32 {a}, [2 x i32] [i32 {b}, i32 {c}], i16 {d}, i64 {e} }}, align 8"
            );
        }
        if self.use_gs {
            let vals: Vec<String> = (0..64).map(|_| format!("i32 {}", self.word())).collect();
            let (a, c) = (self.word(), self.word());
            let _ = writeln!(
                s,
                "@gs = internal addrspace(1) global {GS_TY} {{ i32 {a}, [64 x i32] [{}], i32 {c} }}, align 4",
                vals.join(", ")
            );
        }
        if let Some((bytes, fields)) = self.term_struct {
            let (ty, init) = (
                consts::term_struct_ty(bytes, fields),
                consts::term_struct_init(bytes, fields, self.word() as u32),
            );
            let _ = writeln!(
                s,
                "@gt = internal addrspace(4) constant {ty} {init}, align 1"
            );
        }
        if self.use_sh {
            let _ = writeln!(
                s,
                "@sh = internal addrspace(3) global [{} x i32] undef, align 4",
                self.shared
            );
        }
        if self.use_gv {
            let _ = writeln!(
                s,
                "@gv = internal addrspace(1) global i32 {}, align 4",
                self.word()
            );
        }
        if self.use_count {
            s.push_str("@count = internal addrspace(1) global i32 0, align 4\n");
        }
        for (k, c) in self.classes.iter().enumerate() {
            for (t, row) in c.tables.iter().enumerate() {
                let elems: Vec<String> = row
                    .iter()
                    .map(|&f| format!("ptr @{}", self.funcs[f].name))
                    .collect();
                let _ = write!(
                    s,
                    "@vt{k}.{t} = internal constant [{} x ptr] [{}], align 8",
                    c.slots,
                    elems.join(", ")
                );
                if c.typed {
                    md.push(format!("!{{i64 0, !\"seam.class{k}\"}}"));
                    let _ = write!(s, ", !type !{}", md.len() - 1);
                }
                s.push('\n');
            }
        }
        self.devirt_terms_tables(&mut s, &mut md);
        // With `linkage`, the first local device function with a pointer parameter has its
        // address taken by a table nothing reads (no randomness drawn: the rest of the case is
        // as it would be without it): seed 001 keeps an address-taken function's parameters
        // generic, and specialize-callees clones it instead of rewriting it in place.
        if self.has(Feature::Linkage)
            && let Some(f) = self.funcs.iter().find(|f| {
                !matches!(f.kind, FKind::Kernel | FKind::Target)
                    && matches!(f.linkage, "internal" | "private")
                    && f.params.iter().any(|p| matches!(p, PKind::Ptr { .. }))
            })
        {
            let _ = writeln!(
                s,
                "@taken = internal constant [1 x ptr] [ptr @{}], align 8",
                f.name
            );
        }
        s.push('\n');
        // With `images`, two device functions without an image parameter carry annotations
        // that must not force their inlining (no randomness drawn: the rest of the case is as
        // it would be without them): the first an image annotation whose index is past its
        // parameters, the second (with a parameter) a non-image annotation (`texture`) of its
        // first parameter. Seed 000 forces inlining for an image or sampler *parameter* only;
        // these are the other sides of that rule (`seam_fuzz::model::coverage`).
        let mut decoys = 0;
        let mut comdats = String::new();
        for (fi, f) in self.funcs.iter().enumerate() {
            if self.has(Feature::Images)
                && !matches!(f.kind, FKind::Kernel | FKind::Target)
                && !f.alwaysinline
                && !f.params.iter().any(|p| matches!(p, PKind::Image(_)))
            {
                let decoy = match decoys {
                    0 => Some(format!(
                        "!{{ptr @{}, !\"rdoimage\", i32 {}}}",
                        f.name,
                        f.params.len() + fi % 2
                    )),
                    1 if !f.params.is_empty() => {
                        Some(format!("!{{ptr @{}, !\"texture\", i32 0}}", f.name))
                    }
                    _ => None,
                };
                if let Some(d) = decoy {
                    md.push(d);
                    annotations.push(md.len() - 1);
                    decoys += 1;
                }
            }
            let mut params = Vec::new();
            for (i, p) in f.params.iter().enumerate() {
                let name = f.param_name(i);
                params.push(match p {
                    PKind::Ptr { .. } => format!("ptr {name}"),
                    PKind::I32 | PKind::Depth => format!("i32 {name}"),
                    PKind::Small(n) => format!("i{} {name}", 8 * n),
                    PKind::Image(k) => {
                        md.push(format!("!{{ptr @{}, !\"{k}\", i32 {i}}}", f.name));
                        annotations.push(md.len() - 1);
                        format!("i64 {name}")
                    }
                    PKind::Agg(e) => format!("[{e} x i32] {name}"),
                    PKind::ByVal(e) => format!("ptr byval([{e} x i32]) align 4 {name}"),
                });
            }
            let (cc, ret) = match f.kind {
                FKind::Kernel => {
                    params = vec![
                        "ptr addrspace(1) %out".to_owned(),
                        "ptr addrspace(1) %in".to_owned(),
                        "i32 %n".to_owned(),
                    ];
                    if f.annotated_kernel {
                        md.push(format!("!{{ptr @{}, !\"kernel\", i32 1}}", f.name));
                        annotations.push(md.len() - 1);
                        ("", "void".to_owned())
                    } else {
                        ("ptx_kernel ", "void".to_owned())
                    }
                }
                _ => (
                    "",
                    match f.ret {
                        RKind::Void => "void".to_owned(),
                        RKind::I32 => "i32".to_owned(),
                        RKind::Ptr { .. } => "ptr".to_owned(),
                        RKind::Agg(e) => format!("[{e} x i32]"),
                    },
                ),
            };
            let mut attrs = Vec::new();
            if f.alwaysinline {
                attrs.push("alwaysinline");
            }
            if f.noinline {
                attrs.push("noinline");
            }
            if f.optnone {
                attrs.push("optnone");
            }
            if f.nooutline {
                attrs.push("\"nooutline\"");
            }
            let linkage = if f.linkage.is_empty() {
                String::new()
            } else {
                format!("{} ", f.linkage)
            };
            let mut attrs = if attrs.is_empty() {
                String::new()
            } else {
                format!(" {}", attrs.join(" "))
            };
            if f.comdat {
                attrs.push_str(" comdat");
                let _ = writeln!(comdats, "${} = comdat any", f.name);
            }
            let _ = write!(
                s,
                "define {linkage}{cc}{ret} @{}({}){attrs} {{\n{}}}\n\n",
                f.name,
                params.join(", "),
                self.texts.get(fi).map_or("", |t| t.as_str())
            );
        }
        self.devirt_terms_func(&mut s);
        if !comdats.is_empty() {
            let header = s.find("\n\n").map_or(0, |i| i + 2);
            s.insert_str(header, &format!("{comdats}\n"));
        }
        for d in &self.intrinsics {
            s.push_str(d);
            s.push('\n');
        }
        if !annotations.is_empty() {
            let list: Vec<String> = annotations.iter().map(|i| format!("!{i}")).collect();
            let _ = writeln!(s, "\n!nvvm.annotations = !{{{}}}", list.join(", "));
        }
        if !md.is_empty() {
            s.push('\n');
            for (i, m) in md.iter().enumerate() {
                let _ = writeln!(s, "!{i} = {m}");
            }
        }
        s
    }
}
