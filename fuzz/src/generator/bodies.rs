//! Function bodies: ordinary and recursive device functions, kernels, their calls and
//! arguments, shared-memory initialization, and the launches.

use super::*;

impl Gen<'_, '_> {
    pub(super) fn normal_body(&mut self, idx: usize) {
        let mut b = self.body(idx);
        b.observe = matches!(self.funcs[idx].ret, RKind::I32);
        self.prologue(&mut b);
        let n = self.range(1, self.cfg.stmts.max(1));
        self.stmts(&mut b, n);
        self.finish(&mut b, idx);
    }

    /// The body of a recursive function: some statements, then a test of the depth that
    /// either returns or calls the partner (itself, or the other half of a pair) with depth
    /// minus one.
    pub(super) fn rec_body(&mut self, idx: usize) {
        let mut b = self.body(idx);
        self.prologue(&mut b);
        let n = self.range(1, (self.cfg.stmts / 2).max(1));
        self.stmts(&mut b, n);
        let partner = match self.funcs[idx].kind {
            FKind::MutRec(p) => {
                self.used.insert(Feature::MutualRecursion);
                p
            }
            _ => {
                self.used.insert(Feature::Recursion);
                idx
            }
        };
        let c = self.fresh(&mut b);
        self.emit(&mut b, format!("{c} = icmp eq i32 %depth, 0"));
        let base = self.label(&mut b, "base");
        let rec = self.label(&mut b, "recurse");
        let join = self.label(&mut b, "rjoin");
        self.emit(&mut b, format!("br i1 {c}, label %{base}, label %{rec}"));
        self.start(&mut b, &base);
        let bv = self.int(&mut b);
        self.emit(&mut b, format!("br label %{join}"));
        self.start(&mut b, &rec);
        let d1 = self.fresh(&mut b);
        self.emit(&mut b, format!("{d1} = sub i32 %depth, 1"));
        // The recursive call: parameters forwarded (pointers as they came), new integers.
        let f = self.funcs[partner].clone();
        let mut args = Vec::new();
        for (i, p) in f.params.iter().enumerate() {
            let a = match p {
                PKind::Depth => format!("i32 {d1}"),
                PKind::I32 => format!("i32 {}", self.int(&mut b)),
                PKind::Small(n) => format!("i{} {}", 8 * n, self.below(100)),
                PKind::Ptr { .. } => {
                    let name = self.funcs[idx].param_name(i);
                    self.calls.push(CallRec {
                        callee: partner,
                        param: i,
                        origins: vec![Atom::Param(idx, i)],
                    });
                    self.used.insert(Feature::Forwarding);
                    format!("ptr {name}")
                }
                PKind::Image(_) => format!("i64 {}", self.funcs[idx].param_name(i)),
                PKind::Agg(e) => format!("[{e} x i32] {}", self.funcs[idx].param_name(i)),
                PKind::ByVal(e) => format!(
                    "ptr byval([{e} x i32]) align 4 {}",
                    self.funcs[idx].param_name(i)
                ),
            };
            args.push(a);
        }
        let r = self.fresh(&mut b);
        self.emit(
            &mut b,
            format!("{r} = call i32 @{}({})", f.name, args.join(", ")),
        );
        self.funcs[partner].callers += 1;
        let r2 = self.fresh(&mut b);
        let x = self.int(&mut b);
        self.emit(&mut b, format!("{r2} = xor i32 {r}, {x}"));
        let rec_end = b.cur.clone();
        self.emit(&mut b, format!("br label %{join}"));
        self.start(&mut b, &join);
        let res = self.fresh(&mut b);
        self.emit(
            &mut b,
            format!("{res} = phi i32 [ {bv}, %{base} ], [ {r2}, %{rec_end} ]"),
        );
        self.push_int(&mut b, res.clone());
        self.emit(&mut b, format!("ret i32 {res}"));
        self.close(&mut b, idx);
    }

    /// Returns and closes an ordinary body.
    pub(super) fn finish(&mut self, b: &mut Body, idx: usize) {
        match self.funcs[idx].ret {
            RKind::Void => self.emit(b, "ret void".to_owned()),
            RKind::I32 => {
                // Every body that can observe it uses the snippet once.
                if b.observe && !self.snippet.is_empty() && !b.snippet_done {
                    self.snippet_use(b);
                }
                let x = self.result(b, 0);
                let y = self.int(b);
                let mut r = self.fresh(b);
                self.emit(b, format!("{r} = xor i32 {x}, {y}"));
                for k in std::mem::take(&mut b.keep) {
                    let r2 = self.fresh(b);
                    self.emit(b, format!("{r2} = xor i32 {r}, {k}"));
                    r = r2;
                }
                self.emit(b, format!("ret i32 {r}"));
            }
            RKind::Agg(e) => {
                let agg = self.aggregate(b, e);
                self.emit(b, format!("ret [{e} x i32] {agg}"));
            }
            RKind::Ptr { cap } => {
                // One of the pointer parameters, a select of two, or (sometimes) a global.
                let params: Vec<PtrVal> = b
                    .ptrs
                    .iter()
                    .filter(|p| p.ty == 0 && p.cap >= cap && p.origins.len() == 1)
                    .filter(|p| matches!(p.origins[0], Atom::Param(..)))
                    .cloned()
                    .collect();
                let p1 = self.choose(&params);
                let (val, origins) = if params.len() > 1 && self.chance(1, 2) {
                    let p2 = self.choose(&params);
                    let x = self.int(b);
                    let c = self.fresh(b);
                    let r = self.fresh(b);
                    self.emit(b, format!("{c} = icmp ugt i32 {x}, 7"));
                    self.emit(
                        b,
                        format!("{r} = select i1 {c}, ptr {}, ptr {}", p1.name, p2.name),
                    );
                    let mut o = p1.origins.clone();
                    o.extend(p2.origins.iter().copied());
                    (r, o)
                } else if self.has(Feature::ConstMem) && self.chance(1, 4) {
                    self.use_c = true;
                    (
                        "addrspacecast (ptr addrspace(4) @c to ptr)".to_owned(),
                        vec![Atom::Space(Space::Const)],
                    )
                } else {
                    (p1.name.clone(), p1.origins.clone())
                };
                self.rets.push((idx, origins));
                self.emit(b, format!("ret ptr {val}"));
            }
        }
        self.close(b, idx);
    }

    pub(super) fn close(&mut self, b: &mut Body, idx: usize) {
        let mut text = String::new();
        let mut lines = std::mem::take(&mut b.lines);
        let allocas = std::mem::take(&mut b.allocas);
        lines.splice(1..1, allocas);
        for l in lines {
            text.push_str(&l);
            text.push('\n');
        }
        if self.texts.len() <= idx {
            self.texts.resize(idx + 1, String::new());
        }
        self.texts[idx] = text;
        self.funcs[idx].cost = b.cost;
    }

    /// The marker and call-site attributes of a direct call: `notail` or none, and sometimes
    /// `nounwind` with a string attribute naming the site. They change no decision and no
    /// observation; a pass that moves or retargets the call must keep them (the contract
    /// `retarget-keeps`). Drawn from a hash of the call's text and a counter rather than from
    /// the case's bytes, so that every other choice of a seed stays as it was.
    fn call_site_markers(&mut self, f: &Func, args: &str) -> (&'static str, String) {
        self.call_sites += 1;
        let mut h: u64 = 0x9e37_79b9_7f4a_7c15 ^ u64::from(self.call_sites);
        for byte in f.name.bytes().chain(args.bytes()) {
            h = (h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
        h ^= h >> 29;
        h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        h ^= h >> 32;
        // `tail` would promise that the callee reaches none of the caller's allocas, which a
        // pointer kept in a global can break; `notail` promises nothing of the program.
        let call = match h % 4 {
            0 => "notail call",
            _ => "call",
        };
        let attrs = match (h >> 8) % 4 {
            0 => format!(" nounwind \"seam-site\"=\"{}\"", self.call_sites),
            _ => String::new(),
        };
        (call, attrs)
    }

    /// A call to some function below this one in the DAG (preferring ones nobody calls yet).
    pub(super) fn call_some(&mut self, b: &mut Body) -> bool {
        let level = b.level;
        let budget_left = b.budget.saturating_sub(b.cost);
        let cands: Vec<usize> = (0..self.funcs.len())
            .filter(|&i| {
                let f = &self.funcs[i];
                matches!(f.kind, FKind::Normal | FKind::SelfRec | FKind::MutRec(_))
                    && f.level < level
                    && f.cost.saturating_mul(b.mult) <= budget_left
            })
            .collect();
        if cands.is_empty() {
            return false;
        }
        let uncalled: Vec<usize> = cands
            .iter()
            .copied()
            .filter(|&i| self.funcs[i].callers == 0)
            .collect();
        let callee = if !uncalled.is_empty() && self.chance(2, 3) {
            self.choose(&uncalled)
        } else {
            self.choose(&cands)
        };
        self.call(b, callee)
    }

    pub(super) fn call(&mut self, b: &mut Body, callee: usize) -> bool {
        let f = self.funcs[callee].clone();
        // Choose the pointer arguments first: a writable parameter needs a writable pointer.
        let mut ptr_args = Vec::new();
        for p in &f.params {
            if let PKind::Ptr {
                cap,
                writable,
                pref,
            } = *p
            {
                match self.choose_ptr_arg(b, cap, writable, pref) {
                    Some(v) => ptr_args.push(v),
                    None => return false,
                }
            }
        }
        let mut ptr_args = ptr_args.into_iter();
        let mut args = Vec::new();
        for (i, p) in f.params.iter().enumerate() {
            let a = match *p {
                PKind::Ptr { cap, .. } => {
                    let Some(v) = ptr_args.next() else {
                        return false;
                    };
                    let op = self.ptr_arg(b, &v, cap);
                    self.calls.push(CallRec {
                        callee,
                        param: i,
                        origins: v.origins.clone(),
                    });
                    format!("ptr {op}")
                }
                PKind::I32 => format!("i32 {}", self.int(b)),
                PKind::Small(n) => format!("i{} {}", 8 * n, self.below(100)),
                PKind::Depth => {
                    let v = self.int(b);
                    let d = self.fresh(b);
                    self.emit(b, format!("{d} = and i32 {v}, {MAX_REC_DEPTH}"));
                    format!("i32 {d}")
                }
                PKind::Image(_) => {
                    let v = self.int(b);
                    let h = self.fresh(b);
                    self.emit(b, format!("{h} = zext i32 {v} to i64"));
                    self.used.insert(Feature::Images);
                    format!("i64 {h}")
                }
                PKind::Agg(e) => {
                    let agg = self.aggregate(b, e);
                    if e * 4 > 64 {
                        self.used.insert(Feature::BigParams);
                    } else {
                        self.used.insert(Feature::Aggregates);
                    }
                    format!("[{e} x i32] {agg}")
                }
                PKind::ByVal(e) => {
                    let agg = self.aggregate(b, e);
                    let slot = self.fresh(b);
                    b.allocas
                        .push(format!("  {slot} = alloca [{e} x i32], align 4"));
                    self.emit(b, format!("store [{e} x i32] {agg}, ptr {slot}, align 4"));
                    self.used.insert(Feature::ByVal);
                    format!("ptr byval([{e} x i32]) align 4 {slot}")
                }
            };
            args.push(a);
        }
        self.used.insert(Feature::Calls);
        self.funcs[callee].callers += 1;
        b.cost += b.mult * (f.cost + 2);
        let args = args.join(", ");
        let (call, attrs) = self.call_site_markers(&f, &args);
        match f.ret {
            RKind::Void => self.emit(b, format!("{call} void @{}({args}){attrs}", f.name)),
            RKind::I32 => {
                let r = self.fresh(b);
                self.emit(b, format!("{r} = {call} i32 @{}({args}){attrs}", f.name));
                self.push_int(b, r);
            }
            RKind::Agg(e) => {
                let r = self.fresh(b);
                self.emit(
                    b,
                    format!("{r} = {call} [{e} x i32] @{}({args}){attrs}", f.name),
                );
                self.used.insert(Feature::BigReturns);
                for _ in 0..self.range(1, 2) {
                    let at = self.below(e);
                    let x = self.fresh(b);
                    self.emit(b, format!("{x} = extractvalue [{e} x i32] {r}, {at}"));
                    self.push_int(b, x);
                }
            }
            RKind::Ptr { cap } => {
                let r = self.fresh(b);
                self.emit(b, format!("{r} = {call} ptr @{}({args}){attrs}", f.name));
                self.used.insert(Feature::PtrReturn);
                b.ptrs.push(PtrVal {
                    name: r,
                    ty: 0,
                    cap,
                    writable: false,
                    origins: vec![Atom::Ret(callee)],
                    hint: None,
                    symbol: false,
                });
            }
        }
        match f.kind {
            FKind::SelfRec => self.used.insert(Feature::Recursion),
            FKind::MutRec(_) => self.used.insert(Feature::MutualRecursion),
            _ => {}
        }
        if f.linkage != "internal" {
            self.used.insert(Feature::Linkage);
        }
        for (flag, feat) in [
            (f.noinline && !f.optnone, Feature::NoInline),
            (f.optnone, Feature::OptNone),
            (f.alwaysinline, Feature::AlwaysInline),
            (f.nooutline, Feature::NoOutline),
        ] {
            if flag {
                self.used.insert(feat);
            }
        }
        true
    }

    /// `zeroinitializer` with a few elements set.
    pub(super) fn aggregate(&mut self, b: &mut Body, e: u32) -> String {
        let mut cur = "zeroinitializer".to_owned();
        for _ in 0..self.range(1, 3) {
            let v = self.int(b);
            let at = self.below(e);
            let r = self.fresh(b);
            self.emit(
                b,
                format!("{r} = insertvalue [{e} x i32] {cur}, i32 {v}, {at}"),
            );
            cur = r;
        }
        cur
    }

    pub(super) fn choose_ptr_arg(
        &mut self,
        b: &mut Body,
        cap: u32,
        writable: bool,
        pref: Space,
    ) -> Option<PtrVal> {
        let ok = |p: &PtrVal| p.cap >= cap && (p.writable || !writable);
        let disagree = self.maybe(Feature::Disagree, 1, 3);
        let forward = self.maybe(Feature::Forwarding, 1, 2);
        let cands: Vec<PtrVal> = b
            .ptrs
            .iter()
            .filter(|p| ok(p))
            .filter(|p| disagree || p.hint == Some(pref))
            .filter(|p| !forward || p.ty == 0 || !b.ptrs.iter().any(|q| q.ty == 0 && ok(q)))
            .cloned()
            .collect();
        if !cands.is_empty() {
            return Some(self.choose(&cands));
        }
        // Make one of the preferred space where this function can.
        match pref {
            Space::Global if !writable && self.has(Feature::GlobalPtrs) => {
                self.use_g = true;
                return Some(sym("@g", Space::Global, self.slot));
            }
            Space::Const if self.has(Feature::ConstMem) => {
                self.use_c = true;
                return Some(sym("@c", Space::Const, self.slot));
            }
            Space::Shared if self.has(Feature::SharedMem) => {
                self.use_sh = true;
                return Some(sym("@sh", Space::Shared, self.shared));
            }
            _ => {}
        }
        let any: Vec<PtrVal> = b.ptrs.iter().filter(|p| ok(p)).cloned().collect();
        if any.is_empty() {
            return None;
        }
        Some(self.choose(&any))
    }

    /// The operand passed for a pointer parameter: generic, perhaps offset by a GEP.
    pub(super) fn ptr_arg(&mut self, b: &mut Body, v: &PtrVal, cap: u32) -> String {
        if v.origins.contains(&Atom::Space(Space::Global)) {
            self.used.insert(Feature::GlobalPtrs);
        }
        if v.ty == 0 && !v.origins.iter().all(|a| matches!(a, Atom::Space(_))) {
            self.used.insert(Feature::Forwarding);
        }
        if v.cap >= cap * 2 && self.maybe(Feature::GepArgs, 1, 2) {
            self.used.insert(Feature::GepArgs);
            // The offset: a constant, or one time in three a value masked below the
            // largest power of two the room allows (LLVM's cost analysis takes a pointer for
            // an alloca's only through `inbounds` GEPs of constant offsets); a constant
            // offset one time in four without `inbounds`.
            let room = v.cap - cap;
            let mask = (room + 1).next_power_of_two()
                / if (room + 1).is_power_of_two() { 1 } else { 2 }
                - 1;
            let (k, inbounds) = if mask > 0 && self.chance(1, 3) {
                let (x, m) = (self.int(b), self.fresh(b));
                self.emit(b, format!("{m} = and i32 {x}, {mask}"));
                (m, "inbounds ")
            } else {
                let k = self.below(room + 1).to_string();
                (k, if self.chance(1, 4) { "" } else { "inbounds " })
            };
            let g = self.fresh(b);
            self.emit(
                b,
                format!(
                    "{g} = getelementptr {inbounds}i32, {} {}, i32 {k}",
                    ptr_ty(v.ty),
                    v.name
                ),
            );
            let moved = PtrVal {
                name: g,
                symbol: false,
                ..v.clone()
            };
            return self.generic_operand(b, &moved);
        }
        self.generic_operand(b, v)
    }

    /// A `volatile` store to `@gv` by the grid's first thread only (one writer: no race),
    /// which nothing reads: GlobalOpt deletes a variable only stored plainly and never read,
    /// and must keep this one with its store.
    fn volatile_store(&mut self, b: &mut Body) {
        self.use_gv = true;
        let x = self.int(b);
        let z = self.fresh(b);
        let (st, done) = (self.label(b, "vstore"), self.label(b, "vdone"));
        self.emit(b, format!("{z} = icmp eq i32 %gid, 0"));
        self.emit(b, format!("br i1 {z}, label %{st}, label %{done}"));
        self.start(b, &st);
        self.emit(
            b,
            format!("store volatile i32 {x}, ptr addrspace(1) @gv, align 4"),
        );
        self.emit(b, format!("br label %{done}"));
        self.start(b, &done);
    }

    pub(super) fn kernel_body(&mut self, idx: usize) {
        let mut b = self.body(idx);
        b.observe = true;
        let r = self.slot;
        for (name, decl) in [
            ("tid", "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()"),
            ("ntid", "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()"),
            ("ctaid", "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()"),
        ] {
            self.intrinsic(decl);
            self.emit(
                &mut b,
                format!("%{name} = call i32 @llvm.nvvm.read.ptx.sreg.{name}.x()"),
            );
        }
        self.emit(&mut b, "%bx = mul i32 %ctaid, %ntid".to_owned());
        self.emit(&mut b, "%gid = add i32 %bx, %tid".to_owned());
        self.emit(&mut b, format!("%base = mul i32 %gid, {r}"));
        self.emit(
            &mut b,
            "%slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base".to_owned(),
        );
        self.emit(
            &mut b,
            "%islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base".to_owned(),
        );
        self.emit(
            &mut b,
            "%x0 = load i32, ptr addrspace(1) %islot, align 4".to_owned(),
        );
        b.ints.push("%n".to_owned());
        b.ints.push("%x0".to_owned());
        b.ints.push("%tid".to_owned());
        b.ptrs.push(PtrVal {
            name: "%slot".to_owned(),
            ty: 1,
            cap: r,
            writable: true,
            origins: vec![Atom::Space(Space::Global)],
            hint: Some(Space::Global),
            symbol: false,
        });
        b.ptrs.push(PtrVal {
            name: "%islot".to_owned(),
            ty: 1,
            cap: r,
            writable: false,
            origins: vec![Atom::Space(Space::Global)],
            hint: Some(Space::Global),
            symbol: false,
        });
        if self.has(Feature::SharedMem) {
            self.shared_init(&mut b);
        }
        self.global_ptrs(&mut b);
        if self.has(Feature::GlobalPtrs) && self.chance(1, 4) {
            self.volatile_store(&mut b);
        }
        if self.has(Feature::LocalMem) && self.chance(2, 3) {
            self.local_array(&mut b);
        }
        b.budget = self.fn_budget * 2;
        let n = self.range(1, self.cfg.stmts.max(1));
        self.stmts(&mut b, n);
        // A kernel uses the snippet twice (on different values).
        while !self.snippet.is_empty() && b.keep.len() < 2 {
            self.snippet_use(&mut b);
        }
        // Keep the kernel's latest results observable, and the snippet's.
        let mut recent: Vec<String> = b.ints.iter().rev().take(4).cloned().collect();
        for k in std::mem::take(&mut b.keep) {
            if !recent.contains(&k) {
                recent.push(k);
            }
        }
        let mut acc = "%x0".to_owned();
        for y in recent {
            let r = self.fresh(&mut b);
            self.emit(&mut b, format!("{r} = xor i32 {acc}, {y}"));
            acc = r;
        }
        self.emit(
            &mut b,
            format!("store i32 {acc}, ptr addrspace(1) %slot, align 4"),
        );
        self.emit(&mut b, "ret void".to_owned());
        self.close(&mut b, idx);
    }

    /// Thread `t` writes shared elements `t, t + ntid, ...`; then the block's barrier.
    pub(super) fn shared_init(&mut self, b: &mut Body) {
        let sh = self.shared;
        self.use_sh = true;
        self.intrinsic("declare void @llvm.nvvm.barrier0()");
        let k = self.word() | 1;
        b.lines.push("  br label %shinit".to_owned());
        b.lines.push("shinit:".to_owned());
        b.lines
            .push("  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]".to_owned());
        b.lines.push(format!("  %sc = icmp ult i32 %si, {sh}"));
        b.lines
            .push("  br i1 %sc, label %shfill, label %shdone".to_owned());
        b.lines.push("shfill:".to_owned());
        b.lines.push(format!("  %sv = mul i32 %si, {k}"));
        b.lines.push("  %sw = xor i32 %sv, %n".to_owned());
        b.lines.push(format!(
            "  %sp = getelementptr inbounds [{sh} x i32], ptr addrspace(3) @sh, i32 0, i32 %si"
        ));
        b.lines
            .push("  store i32 %sw, ptr addrspace(3) %sp, align 4".to_owned());
        b.lines.push("  %si.next = add i32 %si, %ntid".to_owned());
        b.lines.push("  br label %shinit".to_owned());
        b.lines.push("shdone:".to_owned());
        b.lines.push("  call void @llvm.nvvm.barrier0()".to_owned());
        b.cur = "shdone".to_owned();
        b.cost += u64::from(sh) * 7 + 4;
    }

    pub(super) fn launch(&mut self, idx: usize) -> String {
        let cost = self.funcs[idx].cost.max(1);
        let mut grid = self.range(1, self.cfg.grid.max(1));
        let mut block = self.range(1, self.cfg.block.max(1));
        let limit = u64::from(self.cfg.cost);
        while u64::from(grid) * u64::from(block) * cost > limit && block > 1 {
            block = block.div_ceil(2);
        }
        while u64::from(grid) * u64::from(block) * cost > limit && grid > 1 {
            grid -= 1;
        }
        let n = u64::from(grid) * u64::from(block) * u64::from(self.slot);
        let seed = self.r.arbitrary::<u32>().unwrap_or(0);
        let arg = self.word();
        format!(
            "@{} grid={grid} block={block} (out=i32[{n}] zero, in=i32[{n}] random {seed}, i32 {arg})",
            self.funcs[idx].name
        )
    }

    // ---- labels ---------------------------------------------------------------------------
}
