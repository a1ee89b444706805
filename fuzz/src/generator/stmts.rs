//! The statements of a body: values, arithmetic, memory accesses through the pointer pool,
//! control flow (if/else, loops, switches), floats, pointer selects, `isspacep` tests, indirect
//! calls, the repeated snippet, local arrays.

use super::*;

impl Gen<'_, '_> {
    pub(super) fn fresh(&self, b: &mut Body) -> String {
        b.next += 1;
        format!("%{}{}", b.prefix, b.next)
    }

    pub(super) fn emit(&self, b: &mut Body, line: String) {
        b.lines.push(format!("  {line}"));
        b.cost += b.mult;
    }

    pub(super) fn label(&self, b: &mut Body, hint: &str) -> String {
        b.blocks += 1;
        format!("{hint}{}", b.blocks)
    }

    pub(super) fn start(&self, b: &mut Body, label: &str) {
        b.lines.push(format!("{label}:"));
        b.cur = label.to_owned();
    }

    pub(super) fn int(&mut self, b: &mut Body) -> String {
        if b.ints.is_empty() || self.chance(1, 8) {
            return if self.chance(1, 2) {
                self.small().to_string()
            } else {
                self.word().to_string()
            };
        }
        // Prefer recent values.
        let n = b.ints.len() as u32;
        let k = if self.chance(2, 3) {
            n - 1 - self.below(n.min(4))
        } else {
            self.below(n)
        };
        b.ints[k as usize].clone()
    }

    /// The value a region of code (whose values start at `from` in the pool) hands on: the
    /// last it computed, else any value.
    pub(super) fn result(&mut self, b: &mut Body, from: usize) -> String {
        if b.ints.len() > from && !self.chance(1, 8) {
            return b.ints[b.ints.len() - 1].clone();
        }
        self.int(b)
    }

    pub(super) fn push_int(&self, b: &mut Body, v: String) {
        b.ints.push(v);
    }

    pub(super) fn intrinsic(&mut self, decl: &'static str) {
        self.intrinsics.insert(decl);
    }

    pub(super) fn arith(&mut self, b: &mut Body) {
        let x = self.int(b);
        let y = self.int(b);
        let r = self.fresh(b);
        match self.below(17) {
            k @ 0..=5 => {
                let op = ["add", "sub", "mul", "xor", "and", "or"][k as usize];
                self.emit(b, format!("{r} = {op} i32 {x}, {y}"));
            }
            k @ 6..=8 => {
                let op = ["shl", "lshr", "ashr"][k as usize - 6];
                let m = self.fresh(b);
                self.emit(b, format!("{m} = and i32 {y}, 31"));
                self.emit(b, format!("{r} = {op} i32 {x}, {m}"));
            }
            k @ 9..=10 => {
                let op = ["udiv", "urem"][k as usize - 9];
                let m = self.fresh(b);
                self.emit(b, format!("{m} = or i32 {y}, 1"));
                self.emit(b, format!("{r} = {op} i32 {x}, {m}"));
            }
            k @ 11..=12 => {
                let op = ["sdiv", "srem"][k as usize - 11];
                let m = self.fresh(b);
                let m2 = self.fresh(b);
                self.emit(b, format!("{m} = and i32 {y}, 32767"));
                self.emit(b, format!("{m2} = or i32 {m}, 1"));
                self.emit(b, format!("{r} = {op} i32 {x}, {m2}"));
            }
            13 | 14 => {
                let preds = ["eq", "ne", "slt", "ult", "sgt", "uge"];
                let p = preds[self.below(6) as usize];
                let c = self.fresh(b);
                let z = self.int(b);
                self.emit(b, format!("{c} = icmp {p} i32 {x}, {y}"));
                self.emit(b, format!("{r} = select i1 {c}, i32 {x}, i32 {z}"));
            }
            15 => {
                let which = ["smax", "smin", "umax", "umin"][self.below(4) as usize];
                let decl = match which {
                    "smax" => "declare i32 @llvm.smax.i32(i32, i32)",
                    "smin" => "declare i32 @llvm.smin.i32(i32, i32)",
                    "umax" => "declare i32 @llvm.umax.i32(i32, i32)",
                    _ => "declare i32 @llvm.umin.i32(i32, i32)",
                };
                self.intrinsic(decl);
                self.emit(
                    b,
                    format!("{r} = call i32 @llvm.{which}.i32(i32 {x}, i32 {y})"),
                );
            }
            _ => {
                if self.chance(1, 2) {
                    self.intrinsic("declare i32 @llvm.ctpop.i32(i32)");
                    self.emit(b, format!("{r} = call i32 @llvm.ctpop.i32(i32 {x})"));
                } else {
                    self.intrinsic("declare i32 @llvm.abs.i32(i32, i1 immarg)");
                    self.emit(
                        b,
                        format!("{r} = call i32 @llvm.abs.i32(i32 {x}, i1 false)"),
                    );
                }
            }
        }
        self.push_int(b, r);
    }

    /// `&p[v & (cap - 1)]`.
    pub(super) fn element(&mut self, b: &mut Body, p: &PtrVal) -> String {
        let v = self.int(b);
        let m = self.fresh(b);
        let g = self.fresh(b);
        self.emit(b, format!("{m} = and i32 {v}, {}", p.cap - 1));
        self.emit(
            b,
            format!(
                "{g} = getelementptr inbounds i32, {} {}, i32 {m}",
                ptr_ty(p.ty),
                p.name
            ),
        );
        g
    }

    pub(super) fn note_space_use(&mut self, p: &PtrVal) {
        for a in &p.origins {
            if let Atom::Space(s) = a {
                self.used.insert(match s {
                    // The kernels' own buffers are always global; the feature counts when a
                    // global pointer reaches a callee or `@g` is used.
                    Space::Global => continue,
                    Space::Shared => Feature::SharedMem,
                    Space::Const => Feature::ConstMem,
                    Space::Local => Feature::LocalMem,
                });
            }
        }
    }

    pub(super) fn load(&mut self, b: &mut Body, p: &PtrVal) -> String {
        let g = self.element(b, p);
        let v = self.fresh(b);
        self.emit(b, format!("{v} = load i32, {} {g}, align 4", ptr_ty(p.ty)));
        self.note_space_use(p);
        v
    }

    pub(super) fn pick_ptr(
        &mut self,
        b: &Body,
        filter: impl Fn(&PtrVal) -> bool,
    ) -> Option<PtrVal> {
        let c: Vec<&PtrVal> = b.ptrs.iter().filter(|p| filter(p)).collect();
        if c.is_empty() {
            return None;
        }
        Some(self.choose(&c).clone())
    }

    pub(super) fn stmts(&mut self, b: &mut Body, n: u32) {
        for _ in 0..n {
            self.stmt(b);
        }
    }

    pub(super) fn stmt(&mut self, b: &mut Body) {
        #[derive(Clone, Copy)]
        enum S {
            Arith,
            Load,
            Store,
            Call,
            If,
            Loop,
            Switch,
            Float,
            Atomic,
            PtrSelect,
            Isspacep,
            ICall,
            Snippet,
            Vector,
            Half,
            Warp,
            ConstFold,
            StructLoad,
            PtrCompare,
            Ranges,
            Known,
        }
        let mut menu: Vec<(S, u32)> = vec![(S::Arith, 4)];
        let room = b.cost < b.budget;
        if !b.ptrs.is_empty() {
            menu.push((S::Load, 3));
        }
        if b.ptrs.iter().any(|p| p.writable) {
            menu.push((S::Store, 2));
        }
        if room && self.has(Feature::Calls) && b.level > 1 {
            menu.push((S::Call, 5));
        }
        if room && b.nest < 3 {
            if self.has(Feature::Branches) {
                menu.push((S::If, 2));
            }
            if self.has(Feature::Loops) && b.loops < 2 {
                menu.push((S::Loop, 2));
            }
            if self.has(Feature::Switches) {
                menu.push((S::Switch, 1));
            }
        }
        if self.has(Feature::Floats) {
            menu.push((S::Float, 1));
        }
        if self.has(Feature::Atomics) {
            menu.push((S::Atomic, 1));
        }
        if self.has(Feature::PtrMerge) && b.ptrs.len() >= 2 {
            menu.push((S::PtrSelect, 1));
        }
        if self.has(Feature::Isspacep) && b.ptrs.iter().any(|p| p.ty == 0) {
            menu.push((S::Isspacep, 2));
        }
        if room && !self.classes.is_empty() {
            menu.push((S::ICall, 2));
        }
        if !self.snippet.is_empty() && !b.snippet_done && b.observe && b.nest == 0 {
            menu.push((S::Snippet, 3));
        }
        if self.has(Feature::Vectors) {
            menu.push((S::Vector, 1));
        }
        if self.has(Feature::Half) {
            menu.push((S::Half, 1));
        }
        // Warp operations only where every thread of the block is: the kernel's top level.
        if self.has(Feature::WarpOps) && b.nest == 0 && self.funcs[b.func].kind == FKind::Kernel {
            menu.push((S::Warp, 3));
        }
        if self.has(Feature::ConstFolds) {
            menu.push((S::ConstFold, 1));
        }
        if self.has(Feature::ConstMem) {
            menu.push((S::StructLoad, 1));
        }
        if self.has(Feature::PtrCompare) && b.ptrs.iter().any(|p| p.cap >= 2) {
            menu.push((S::PtrCompare, 1));
        }
        if self.has(Feature::Ranges) {
            menu.push((S::Ranges, 2));
            menu.push((S::Known, 2));
        }
        let total: u32 = menu.iter().map(|m| m.1).sum();
        let mut k = self.below(total);
        let mut pick = S::Arith;
        for (s, w) in menu {
            if k < w {
                pick = s;
                break;
            }
            k -= w;
        }
        match pick {
            S::Arith => self.arith(b),
            S::Load => {
                if let Some(p) = self.pick_ptr(b, |_| true) {
                    let v = self.load(b, &p);
                    self.push_int(b, v);
                }
            }
            S::Store => {
                if let Some(p) = self.pick_ptr(b, |p| p.writable) {
                    let v = self.int(b);
                    let g = self.element(b, &p);
                    self.emit(b, format!("store i32 {v}, {} {g}, align 4", ptr_ty(p.ty)));
                }
            }
            S::Call => {
                self.call_some(b);
            }
            S::If => self.if_else(b),
            S::Loop => self.looped(b),
            S::Switch => self.switch(b),
            S::Float => self.float(b),
            S::Atomic => {
                let v = self.int(b);
                let r = self.fresh(b);
                self.emit(
                    b,
                    format!(
                        "{r} = atomicrmw add ptr addrspace(1) @count, i32 {v} monotonic, align 4"
                    ),
                );
                self.use_count = true;
                self.used.insert(Feature::Atomics);
            }
            S::PtrSelect => self.ptr_select(b),
            S::Isspacep => self.isspacep(b),
            S::ICall => self.icall(b),
            S::Snippet => self.snippet_use(b),
            S::Vector => self.vector(b),
            S::Half => self.half(b),
            S::Warp => self.warp(b),
            S::ConstFold => self.const_fold(b),
            S::StructLoad => self.struct_load(b),
            S::PtrCompare => self.ptr_compare(b),
            S::Ranges => self.ranged_division(b),
            S::Known => self.known_probe(b),
        }
    }

    /// Vector arithmetic on lanes built from pool values, read back as one `i32`.
    pub(super) fn vector(&mut self, b: &mut Body) {
        self.used.insert(Feature::Vectors);
        let (x, y) = (self.int(b), self.int(b));
        if self.chance(1, 3) {
            // i32 -> <2 x i16>, lane-wise arithmetic, back to i32.
            let (vx, vy, vr, r) = (self.fresh(b), self.fresh(b), self.fresh(b), self.fresh(b));
            let op = ["add", "sub", "mul", "xor"][self.below(4) as usize];
            self.emit(b, format!("{vx} = bitcast i32 {x} to <2 x i16>"));
            self.emit(b, format!("{vy} = bitcast i32 {y} to <2 x i16>"));
            self.emit(b, format!("{vr} = {op} <2 x i16> {vx}, {vy}"));
            self.emit(b, format!("{r} = bitcast <2 x i16> {vr} to i32"));
            self.push_int(b, r);
            return;
        }
        let (v0, v1, v2, v3) = (self.fresh(b), self.fresh(b), self.fresh(b), self.fresh(b));
        self.emit(
            b,
            format!("{v0} = insertelement <4 x i32> poison, i32 {x}, i64 0"),
        );
        self.emit(
            b,
            format!("{v1} = insertelement <4 x i32> {v0}, i32 {y}, i64 1"),
        );
        let mask: Vec<String> = (0..4).map(|_| format!("i32 {}", self.below(2))).collect();
        self.emit(
            b,
            format!(
                "{v2} = shufflevector <4 x i32> {v1}, <4 x i32> poison, <4 x i32> <{}>",
                mask.join(", ")
            ),
        );
        let k: Vec<String> = (0..4).map(|_| format!("i32 {}", self.small())).collect();
        let op = ["add", "sub", "mul", "xor", "and", "or"][self.below(6) as usize];
        self.emit(b, format!("{v3} = {op} <4 x i32> {v2}, <{}>", k.join(", ")));
        let mut last = v3;
        if self.chance(1, 2) {
            // A lane-wise compare and select.
            let (c, s) = (self.fresh(b), self.fresh(b));
            let pred = ["slt", "ugt", "eq", "ne"][self.below(4) as usize];
            self.emit(b, format!("{c} = icmp {pred} <4 x i32> {last}, {v2}"));
            self.emit(
                b,
                format!("{s} = select <4 x i1> {c}, <4 x i32> {last}, <4 x i32> {v2}"),
            );
            last = s;
        }
        let r = self.fresh(b);
        if self.chance(1, 2) {
            let lane = self.below(4);
            self.emit(
                b,
                format!("{r} = extractelement <4 x i32> {last}, i32 {lane}"),
            );
        } else {
            let z = self.int(b);
            let i = self.fresh(b);
            self.emit(b, format!("{i} = and i32 {z}, 3"));
            self.emit(b, format!("{r} = extractelement <4 x i32> {last}, i32 {i}"));
        }
        self.push_int(b, r);
    }

    /// `half` or `bfloat` arithmetic on integers below 1024 (exact in both), read back as the
    /// result's bits: correctly rounded everywhere, never NaN.
    pub(super) fn half(&mut self, b: &mut Body) {
        self.used.insert(Feature::Half);
        let ty = if self.chance(1, 3) { "bfloat" } else { "half" };
        let (x, y) = (self.int(b), self.int(b));
        let (mx, my, fx, fy, fr, bits, r) = (
            self.fresh(b),
            self.fresh(b),
            self.fresh(b),
            self.fresh(b),
            self.fresh(b),
            self.fresh(b),
            self.fresh(b),
        );
        self.emit(b, format!("{mx} = and i32 {x}, 1023"));
        self.emit(b, format!("{my} = and i32 {y}, 1023"));
        let op = ["fadd", "fsub", "fmul"][self.below(3) as usize];
        if ty == "half" && self.chance(1, 3) {
            // Two lanes at once.
            let (hx, hy, v0, v1, w0, w1, vr) = (
                self.fresh(b),
                self.fresh(b),
                self.fresh(b),
                self.fresh(b),
                self.fresh(b),
                self.fresh(b),
                self.fresh(b),
            );
            self.emit(b, format!("{hx} = sitofp i32 {mx} to half"));
            self.emit(b, format!("{hy} = uitofp i32 {my} to half"));
            self.emit(
                b,
                format!("{v0} = insertelement <2 x half> poison, half {hx}, i64 0"),
            );
            self.emit(
                b,
                format!("{v1} = insertelement <2 x half> {v0}, half {hy}, i64 1"),
            );
            self.emit(
                b,
                format!("{w0} = insertelement <2 x half> poison, half {hy}, i64 0"),
            );
            self.emit(
                b,
                format!("{w1} = insertelement <2 x half> {w0}, half {hx}, i64 1"),
            );
            self.emit(b, format!("{vr} = {op} <2 x half> {v1}, {w1}"));
            self.emit(b, format!("{r} = bitcast <2 x half> {vr} to i32"));
            self.push_int(b, r);
            return;
        }
        self.emit(b, format!("{fx} = sitofp i32 {mx} to {ty}"));
        self.emit(b, format!("{fy} = uitofp i32 {my} to {ty}"));
        self.emit(b, format!("{fr} = {op} {ty} {fx}, {fy}"));
        if self.chance(1, 2) {
            // Through float and back: exact.
            let (w, n) = (self.fresh(b), self.fresh(b));
            self.emit(b, format!("{w} = fpext {ty} {fr} to float"));
            self.emit(b, format!("{n} = fptrunc float {w} to {ty}"));
            self.emit(b, format!("{bits} = bitcast {ty} {n} to i16"));
        } else {
            self.emit(b, format!("{bits} = bitcast {ty} {fr} to i16"));
        }
        self.emit(b, format!("{r} = zext i16 {bits} to i32"));
        self.push_int(b, r);
    }

    /// A warp-synchronous operation at the kernel's top level, with the mask of the threads
    /// the warp has (`%wmask`) and a clamp that keeps every source lane among them (`%wc`).
    pub(super) fn warp(&mut self, b: &mut Body) {
        self.used.insert(Feature::WarpOps);
        self.warp_prologue(b);
        let x = self.int(b);
        let r = self.fresh(b);
        if self.chance(1, 4) {
            self.intrinsic("declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)");
            let (y, c) = (self.int(b), self.fresh(b));
            self.emit(b, format!("{c} = icmp ult i32 {x}, {y}"));
            self.emit(
                b,
                format!("{r} = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 {c})"),
            );
        } else {
            let mode = ["idx", "up", "down", "bfly"][self.below(4) as usize];
            let decl: &'static str = match mode {
                "idx" => "declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)",
                "up" => "declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)",
                "down" => "declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)",
                _ => "declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)",
            };
            self.intrinsic(decl);
            let lane = self.below(32);
            let c = if mode == "up" { "0" } else { "%wc" };
            self.emit(
                b,
                format!("{r} = call i32 @llvm.nvvm.shfl.sync.{mode}.i32(i32 %wmask, i32 {x}, i32 {lane}, i32 {c})"),
            );
        }
        self.push_int(b, r);
    }

    /// `%wmask` (the lanes this thread's warp has) and `%wc` (its last lane), once per kernel.
    fn warp_prologue(&mut self, b: &mut Body) {
        if b.warp_ready {
            return;
        }
        b.warp_ready = true;
        // In the entry block, which every thread runs: after the kernel's own prologue.
        let at = b
            .lines
            .iter()
            .position(|l| l.contains("%gid = add i32 %bx, %tid"))
            .map_or(1, |k| k + 1);
        let lines = [
            "  %wb = and i32 %tid, -32",
            "  %wl = sub i32 %ntid, %wb",
            "  %wfull = icmp uge i32 %wl, 32",
            "  %wsh = shl i32 1, %wl",
            "  %wm1 = sub i32 %wsh, 1",
            "  %wmask = select i1 %wfull, i32 -1, i32 %wm1",
            "  %wl1 = sub i32 %wl, 1",
            "  %wc = select i1 %wfull, i32 31, i32 %wl1",
        ];
        for (k, l) in lines.iter().enumerate() {
            b.lines.insert(at + k, (*l).to_owned());
        }
        b.cost += lines.len() as u64;
    }

    pub(super) fn nested_len(&mut self) -> u32 {
        let hi = (self.cfg.stmts / 2).clamp(1, 6);
        self.range(1, hi)
    }

    pub(super) fn if_else(&mut self, b: &mut Body) {
        self.used.insert(Feature::Branches);
        let x = self.int(b);
        let y = self.int(b);
        let c = self.fresh(b);
        let preds = ["eq", "ne", "slt", "ult", "sge"];
        let p = preds[self.below(5) as usize];
        self.emit(b, format!("{c} = icmp {p} i32 {x}, {y}"));
        let then_l = self.label(b, "then");
        let else_l = self.label(b, "else");
        let join_l = self.label(b, "join");
        // A pointer phi: two pointers of one type from before the branch.
        let ptr_pair = if self.has(Feature::PtrMerge) && self.chance(1, 3) {
            self.pick_ptr(b, |_| true).and_then(|p1| {
                let p2 = self.pick_ptr(b, |q| q.ty == p1.ty)?;
                Some((p1, p2))
            })
        } else {
            None
        };
        // The then arm of a device function returning an integer or nothing may return
        // instead of joining (a function with several `ret`s). Kernels never do: their
        // threads must all reach the end (and no barrier follows a device function's code).
        let func = &self.funcs[b.func];
        let may_return = func.kind != FKind::Kernel
            && matches!(func.ret, RKind::I32 | RKind::Void)
            && self.has(Feature::EarlyReturns);
        let early = may_return && self.chance(1, 2);
        // Else a triangle, one time in four: no else arm, the branch goes straight to the
        // join, whose `phi` takes a value of the branching block (folding such a branch must
        // drop that block's entry from the join's `phi`s).
        let triangle = (!early && self.chance(1, 4)).then(|| (self.int(b), b.cur.clone()));
        let other = if triangle.is_some() { &join_l } else { &else_l };
        self.emit(b, format!("br i1 {c}, label %{then_l}, label %{other}"));
        let mut arms = Vec::new();
        for (k, l) in [&then_l, &else_l].into_iter().enumerate() {
            if k == 1
                && let Some((v, from)) = &triangle
            {
                arms.push((v.clone(), from.clone()));
                continue;
            }
            let (ni, np) = (b.ints.len(), b.ptrs.len());
            let nt = b.tested.len();
            self.start(b, l);
            b.nest += 1;
            let n = self.nested_len();
            self.stmts(b, n);
            b.nest -= 1;
            let v = self.result(b, ni);
            if k == 0 && early {
                let ret = match self.funcs[b.func].ret {
                    RKind::I32 => format!("ret i32 {v}"),
                    _ => "ret void".to_owned(),
                };
                self.emit(b, ret);
                self.used.insert(Feature::EarlyReturns);
            } else {
                arms.push((v, b.cur.clone()));
                self.emit(b, format!("br label %{join_l}"));
            }
            b.ints.truncate(ni);
            b.tested.truncate(nt);
            b.ptrs.truncate(np);
        }
        self.start(b, &join_l);
        let incoming = |vals: [&str; 2]| -> String {
            arms.iter()
                .zip(vals)
                .map(|((_, l), v)| format!("[ {v}, %{l} ]"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let r = self.fresh(b);
        let ints = incoming([
            arms[0].0.as_str(),
            arms.last().expect("an arm joins").0.as_str(),
        ]);
        self.emit(b, format!("{r} = phi i32 {ints}"));
        self.push_int(b, r);
        if let Some((p1, p2)) = ptr_pair {
            // After an early return only the else arm joins: its pointer is the second.
            let vals = if early {
                [p2.name.as_str(), p2.name.as_str()]
            } else {
                [p1.name.as_str(), p2.name.as_str()]
            };
            let r = self.fresh(b);
            self.emit(b, format!("{r} = phi {} {}", ptr_ty(p1.ty), incoming(vals)));
            let merged = if early {
                PtrVal {
                    name: r,
                    symbol: false,
                    ..p2.clone()
                }
            } else {
                merge(r, p1.ty, &p1, &p2)
            };
            b.ptrs.push(merged);
            self.used.insert(Feature::PtrMerge);
        }
    }

    pub(super) fn looped(&mut self, b: &mut Body) {
        let t = self.cfg.trip.clamp(2, 32).next_power_of_two();
        let trip = if self.chance(1, 2) {
            self.range(1, t).to_string()
        } else {
            let v = self.int(b);
            let m = self.fresh(b);
            self.emit(b, format!("{m} = and i32 {v}, {}", t - 1));
            m
        };
        if b.cost + b.mult * u64::from(t) * 8 > b.budget {
            return;
        }
        self.used.insert(Feature::Loops);
        let init = self.int(b);
        let head = self.label(b, "loop");
        let body_l = self.label(b, "body");
        let exit = self.label(b, "exit");
        let pre = b.cur.clone();
        self.emit(b, format!("br label %{head}"));
        self.start(b, &head);
        let i = self.fresh(b);
        let acc = self.fresh(b);
        let inext = self.fresh(b);
        let accn = self.fresh(b);
        let phi_at = b.lines.len();
        b.lines.push(String::new());
        b.lines.push(String::new());
        let c = self.fresh(b);
        self.emit(b, format!("{c} = icmp ult i32 {i}, {trip}"));
        self.emit(b, format!("br i1 {c}, label %{body_l}, label %{exit}"));
        let (ni, np) = (b.ints.len(), b.ptrs.len());
        let nt = b.tested.len();
        self.start(b, &body_l);
        b.ints.push(i.clone());
        b.ints.push(acc.clone());
        // One loop in three also has a second recurrence, `j = phi [START, pre], [j OP STEP,
        // latch]` under `nsw` (`add`, `sub` or `mul` by small constants, never overflowing in
        // 32 trips), and a constant divided by it: LLVM's known bits of such a phi take the
        // sign from START and STEP when the flag says it cannot change, which the `llvm` cost
        // model restates (`phi_known_bits`).
        let rec = self.chance(1, 3).then(|| {
            let (j, jn) = (self.fresh(b), self.fresh(b));
            let op = ["add", "sub", "mul"][self.below(3) as usize];
            let start = [-700i32, -5, -1, 0, 1, 6, 900][self.below(7) as usize];
            let step = match op {
                "mul" => [-1i32, 1][self.below(2) as usize],
                _ => [-3i32, -1, 1, 2][self.below(4) as usize],
            };
            // `K / (j | 1)`: InstSimplify folds it to 0 (`urem`: to K) exactly when the known
            // bits of `j` say it is negative, at least 2^31 unsigned, so above K.
            let (c, r) = (self.fresh(b), self.fresh(b));
            self.emit(b, format!("{c} = or i32 {j}, 1"));
            let div = ["udiv", "urem"][self.below(2) as usize];
            let k = [1000u32, 0x7fff_ffff][self.below(2) as usize];
            self.emit(b, format!("{r} = {div} i32 {k}, {c}"));
            b.ints.push(j.clone());
            b.ints.push(r);
            (j, jn, op, start, step)
        });
        b.nest += 1;
        b.loops += 1;
        let saved = b.mult;
        b.mult = b.mult.saturating_mul(u64::from(t));
        let n = self.nested_len();
        self.stmts(b, n);
        let x = self.result(b, ni + 2);
        let op = ["add", "xor", "sub"][self.below(3) as usize];
        self.emit(b, format!("{accn} = {op} i32 {acc}, {x}"));
        self.emit(b, format!("{inext} = add nuw nsw i32 {i}, 1"));
        if let Some((j, jn, op, _, step)) = &rec {
            self.emit(b, format!("{jn} = {op} nsw i32 {j}, {step}"));
        }
        let latch = b.cur.clone();
        self.emit(b, format!("br label %{head}"));
        b.mult = saved;
        b.nest -= 1;
        b.loops -= 1;
        b.ints.truncate(ni);
        b.tested.truncate(nt);
        b.ptrs.truncate(np);
        b.lines[phi_at] = format!("  {i} = phi i32 [ 0, %{pre} ], [ {inext}, %{latch} ]");
        b.lines[phi_at + 1] = format!("  {acc} = phi i32 [ {init}, %{pre} ], [ {accn}, %{latch} ]");
        if let Some((j, jn, _, start, _)) = &rec {
            b.lines[phi_at + 1].push_str(&format!(
                "\n  {j} = phi i32 [ {start}, %{pre} ], [ {jn}, %{latch} ]"
            ));
        }
        b.cost += 2 * b.mult * u64::from(t);
        self.start(b, &exit);
        self.push_int(b, acc);
    }

    /// A `switch` on a masked value with 2 to 4 cases and a default; one time in four an
    /// exhaustive one whose default is `unreachable` (`urem v, n` with cases 0 to n-1, n 2
    /// or 3: LLVM's cost analysis charges one compare less for each such switch).
    pub(super) fn switch(&mut self, b: &mut Body) {
        self.used.insert(Feature::Switches);
        let v = self.int(b);
        let exhaustive = self.chance(1, 4);
        let n = if exhaustive {
            self.range(2, 3)
        } else {
            self.range(2, 4)
        };
        let s = self.fresh(b);
        if exhaustive {
            self.emit(b, format!("{s} = urem i32 {v}, {n}"));
        } else {
            self.emit(b, format!("{s} = and i32 {v}, 7"));
        }
        let def = self.label(b, "default");
        let join = self.label(b, "sjoin");
        let cases: Vec<String> = (0..n).map(|_| self.label(b, "case")).collect();
        let mut arms = String::new();
        let mut used_vals = BTreeSet::new();
        for (k, l) in cases.iter().enumerate() {
            let mut val = if exhaustive { k as u32 } else { self.below(8) };
            while !used_vals.insert(val) {
                val = (val + 1) % 8;
            }
            let _ = write!(
                arms,
                "{}i32 {val}, label %{l}",
                if k > 0 { " " } else { "" }
            );
        }
        self.emit(b, format!("switch i32 {s}, label %{def} [ {arms} ]"));
        let mut incoming = Vec::new();
        if exhaustive {
            self.start(b, &def);
            self.emit(b, "unreachable".to_owned());
        }
        let default = (!exhaustive).then_some(&def);
        for l in cases.iter().chain(default) {
            let (ni, np) = (b.ints.len(), b.ptrs.len());
            let nt = b.tested.len();
            self.start(b, l);
            b.nest += 1;
            self.arith(b);
            b.nest -= 1;
            let v = self.result(b, ni);
            incoming.push(format!("[ {v}, %{} ]", b.cur));
            self.emit(b, format!("br label %{join}"));
            b.ints.truncate(ni);
            b.tested.truncate(nt);
            b.ptrs.truncate(np);
        }
        self.start(b, &join);
        let r = self.fresh(b);
        self.emit(b, format!("{r} = phi i32 {}", incoming.join(", ")));
        self.push_int(b, r);
    }

    pub(super) fn float(&mut self, b: &mut Body) {
        self.used.insert(Feature::Floats);
        let x = self.int(b);
        let y = self.int(b);
        let double = self.chance(1, 3);
        let ty = if double { "double" } else { "float" };
        let op = ["fadd", "fsub", "fmul"][self.below(3) as usize];
        let (fx, fy, fr) = (self.fresh(b), self.fresh(b), self.fresh(b));
        self.emit(b, format!("{fx} = sitofp i32 {x} to {ty}"));
        self.emit(b, format!("{fy} = sitofp i32 {y} to {ty}"));
        self.emit(b, format!("{fr} = {op} {ty} {fx}, {fy}"));
        let r = self.fresh(b);
        if double {
            let w = self.fresh(b);
            let h = self.fresh(b);
            self.emit(b, format!("{w} = bitcast double {fr} to i64"));
            self.emit(b, format!("{h} = lshr i64 {w}, 29"));
            self.emit(b, format!("{r} = trunc i64 {h} to i32"));
        } else {
            self.emit(b, format!("{r} = bitcast float {fr} to i32"));
        }
        self.push_int(b, r);
    }

    /// Two pointers into one buffer at constant offsets compared under any `icmp` predicate
    /// (LLVM's inline cost analysis folds a compare of one base's offsets), the result
    /// choosing between a constant and a value; half the time also the first pointer's
    /// integer (`ptrtoint` to 64 or 32 bits: free or not by the pointer's width), masked to
    /// zero. Nothing observed depends on an address.
    pub(super) fn ptr_compare(&mut self, b: &mut Body) {
        let Some(p) = self.pick_ptr(b, |p| p.cap >= 2) else {
            return;
        };
        self.used.insert(Feature::PtrCompare);
        let t = ptr_ty(p.ty);
        let (i, j) = (self.below(p.cap), self.below(p.cap));
        let (ga, gb) = (self.fresh(b), self.fresh(b));
        for (g, k) in [(&ga, i), (&gb, j)] {
            self.emit(
                b,
                format!("{g} = getelementptr inbounds i32, {t} {}, i32 {k}", p.name),
            );
        }
        const PREDS: [&str; 10] = [
            "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
        ];
        let pred = PREDS[self.below(10) as usize];
        let c = self.fresh(b);
        self.emit(b, format!("{c} = icmp {pred} {t} {ga}, {gb}"));
        let x = self.int(b);
        let k = self.small().to_string();
        let (on, off) = if self.chance(1, 2) { (k, x) } else { (x, k) };
        let s = self.fresh(b);
        self.emit(b, format!("{s} = select i1 {c}, i32 {on}, i32 {off}"));
        let add = self.small();
        let mut r = self.fresh(b);
        self.emit(b, format!("{r} = add i32 {s}, {add}"));
        if self.chance(1, 2) {
            let w = if self.chance(1, 2) { 64 } else { 32 };
            let (pi, z) = (self.fresh(b), self.fresh(b));
            self.emit(b, format!("{pi} = ptrtoint {t} {ga} to i{w}"));
            // `and` with 0, not `sub x, x`: LLVM's constant folder leaves `sub` of a
            // `ptrtoint` constant expression unfolded, where its analysis sees one.
            self.emit(b, format!("{z} = and i{w} {pi}, 0"));
            let z = if w == 64 {
                let q = self.fresh(b);
                self.emit(b, format!("{q} = trunc i64 {z} to i32"));
                q
            } else {
                z
            };
            let r2 = self.fresh(b);
            self.emit(b, format!("{r2} = add i32 {r}, {z}"));
            r = r2;
        }
        self.push_int(b, r);
    }

    pub(super) fn ptr_select(&mut self, b: &mut Body) {
        let Some(p1) = self.pick_ptr(b, |_| true) else {
            return;
        };
        let Some(p2) = self.pick_ptr(b, |q| q.name != p1.name) else {
            return;
        };
        self.used.insert(Feature::PtrMerge);
        let x = self.int(b);
        let c = self.fresh(b);
        self.emit(b, format!("{c} = icmp slt i32 {x}, 0"));
        let (a, bb, ty) = if p1.ty == p2.ty {
            (p1.name.clone(), p2.name.clone(), p1.ty)
        } else {
            (
                self.generic_operand(b, &p1),
                self.generic_operand(b, &p2),
                0,
            )
        };
        let r = self.fresh(b);
        self.emit(
            b,
            format!("{r} = select i1 {c}, {t} {a}, {t} {bb}", t = ptr_ty(ty)),
        );
        b.ptrs.push(merge(r, ty, &p1, &p2));
    }

    /// The pointer as a generic operand: itself, or a cast (an instruction, or a constant
    /// expression for a global symbol).
    pub(super) fn generic_operand(&mut self, b: &mut Body, p: &PtrVal) -> String {
        if p.ty == 0 {
            return p.name.clone();
        }
        if p.symbol && self.maybe(Feature::ConstExprCasts, 1, 2) {
            self.used.insert(Feature::ConstExprCasts);
            return format!("addrspacecast ({} {} to ptr)", ptr_ty(p.ty), p.name);
        }
        let r = self.fresh(b);
        self.emit(
            b,
            format!("{r} = addrspacecast {} {} to ptr", ptr_ty(p.ty), p.name),
        );
        r
    }

    pub(super) fn isspacep(&mut self, b: &mut Body) {
        let Some(p) = self.pick_ptr(b, |p| p.ty == 0) else {
            return;
        };
        self.used.insert(Feature::Isspacep);
        let all = [Space::Global, Space::Shared, Space::Const, Space::Local];
        let s = match p.hint {
            Some(h) if self.chance(2, 3) => h,
            _ => all[self.below(4) as usize],
        };
        let decl = match s {
            Space::Global => "declare i1 @llvm.nvvm.isspacep.global(ptr)",
            Space::Shared => "declare i1 @llvm.nvvm.isspacep.shared(ptr)",
            Space::Const => "declare i1 @llvm.nvvm.isspacep.const(ptr)",
            Space::Local => "declare i1 @llvm.nvvm.isspacep.local(ptr)",
        };
        self.intrinsic(decl);
        let is = self.fresh(b);
        self.emit(
            b,
            format!(
                "{is} = call i1 @llvm.nvvm.isspacep.{}(ptr {})",
                s.name(),
                p.name
            ),
        );
        let yes = self.label(b, "is");
        let no = self.label(b, "isnot");
        let join = self.label(b, "isjoin");
        self.emit(b, format!("br i1 {is}, label %{yes}, label %{no}"));
        let (ni, np) = (b.ints.len(), b.ptrs.len());
        let nt = b.tested.len();
        self.start(b, &yes);
        let q = self.fresh(b);
        self.emit(
            b,
            format!(
                "{q} = addrspacecast ptr {} to {}",
                p.name,
                ptr_ty(s.number())
            ),
        );
        let specific = PtrVal {
            name: q,
            ty: s.number(),
            cap: p.cap,
            writable: false,
            origins: p.origins.clone(),
            hint: Some(s),
            symbol: false,
        };
        let v1 = self.load(b, &specific);
        let yes_end = b.cur.clone();
        self.emit(b, format!("br label %{join}"));
        b.ints.truncate(ni);
        b.tested.truncate(nt);
        b.ptrs.truncate(np);
        self.start(b, &no);
        let v2 = self.load(b, &p);
        let no_end = b.cur.clone();
        self.emit(b, format!("br label %{join}"));
        b.ints.truncate(ni);
        b.tested.truncate(nt);
        self.start(b, &join);
        let r = self.fresh(b);
        self.emit(
            b,
            format!("{r} = phi i32 [ {v1}, %{yes_end} ], [ {v2}, %{no_end} ]"),
        );
        self.push_int(b, r);
    }

    pub(super) fn icall(&mut self, b: &mut Body) {
        let k = self.below(self.classes.len() as u32) as usize;
        let (typed, slots, n_tables) = {
            let c = &self.classes[k];
            (c.typed, c.slots, c.tables.len())
        };
        let target_cost = self
            .funcs
            .iter()
            .filter(|f| f.kind == FKind::Target)
            .map(|f| f.cost)
            .max()
            .unwrap_or(0);
        if b.cost + b.mult * (target_cost + 8) > b.budget {
            return;
        }
        self.used.insert(Feature::IndirectCalls);
        let guarded = typed && self.chance(4, 5);
        let t1 = self.below(n_tables as u32);
        let table = (n_tables == 1).then(|| format!("@vt{k}.{t1}"));
        let dominated = table.as_ref().is_some_and(|t| b.tested.contains(t));
        let vt = if n_tables > 1 {
            let t2 = self.below(n_tables as u32);
            let x = self.int(b);
            let c = self.fresh(b);
            let r = self.fresh(b);
            self.emit(b, format!("{c} = icmp sgt i32 {x}, 0"));
            self.emit(
                b,
                format!("{r} = select i1 {c}, ptr @vt{k}.{t1}, ptr @vt{k}.{t2}"),
            );
            r
        } else {
            format!("@vt{k}.{t1}")
        };
        if guarded {
            self.used.insert(Feature::TypeTests);
            self.intrinsic("declare i1 @llvm.type.test(ptr, metadata)");
            self.intrinsic("declare void @llvm.assume(i1 noundef)");
            let t = self.fresh(b);
            self.emit(
                b,
                format!("{t} = call i1 @llvm.type.test(ptr {vt}, metadata !\"seam.class{k}\")"),
            );
            self.emit(b, format!("call void @llvm.assume(i1 {t})"));
            if let Some(t) = &table {
                b.tested.push(t.clone());
                self.table_tests.push((b.func, t.clone()));
            }
        }
        let slot = self.below(slots as u32) as usize;
        let sp = self.fresh(b);
        let fp = self.fresh(b);
        self.emit(
            b,
            format!("{sp} = getelementptr inbounds ptr, ptr {vt}, i64 {slot}"),
        );
        self.emit(b, format!("{fp} = load ptr, ptr {sp}, align 8"));
        let x = self.int(b);
        let name = format!("%icall.{}", self.icall_count);
        self.icall_count += 1;
        self.emit(b, format!("{name} = call i32 {fp}(i32 {x})"));
        b.cost += b.mult * target_cost;
        self.icalls.push(ICallRec {
            caller: b.func,
            name: name.clone(),
            guarded,
            table,
            dominated,
            class: k,
            slot,
        });
        self.push_int(b, name);
    }

    pub(super) fn snippet_use(&mut self, b: &mut Body) {
        b.snippet_done = true;
        self.snippet_uses += 1;
        let ins = [self.int(b), self.int(b)];
        let mut outs: Vec<String> = Vec::new();
        let ops = self.snippet.clone();
        for (op, x, y) in ops {
            let arg = |a: SnipArg, outs: &Vec<String>| match a {
                SnipArg::In(i) => ins[i].clone(),
                SnipArg::Prev(k) => outs[k].clone(),
                SnipArg::Const(c) => c.to_string(),
            };
            let (xs, ys) = (arg(x, &outs), arg(y, &outs));
            let r = self.fresh(b);
            self.emit(b, format!("{r} = {op} i32 {xs}, {ys}"));
            outs.push(r);
        }
        if let Some(r) = outs.pop() {
            b.keep.push(r.clone());
            self.push_int(b, r);
        }
    }

    /// A local array of `slot` elements, filled by a loop; its `addrspace(5)` pointer joins
    /// the pool, and one time in two its generic one. One time in two the array is a dynamic
    /// alloca: `slot` or `slot + 1` elements by a run-time count (where the call site's
    /// arguments fold the count, LLVM's cost analysis takes it as static; else it never
    /// inlines the function, and seam's inliners bracket it with `llvm.stacksave` and
    /// `llvm.stackrestore`).
    pub(super) fn local_array(&mut self, b: &mut Body) {
        let n = self.slot;
        let la = self.fresh(b);
        if self.chance(1, 2) {
            let x = self.int(b);
            let (m, c) = (self.fresh(b), self.fresh(b));
            self.emit(b, format!("{m} = and i32 {x}, 1"));
            self.emit(b, format!("{c} = add nuw nsw i32 {m}, {n}"));
            self.emit(b, format!("{la} = alloca i32, i32 {c}, align 4"));
        } else {
            b.allocas
                .push(format!("  {la} = alloca [{n} x i32], align 4"));
        }
        let seed = self.int(b);
        let head = self.label(b, "linit");
        let body_l = self.label(b, "lfill");
        let done = self.label(b, "ldone");
        let pre = b.cur.clone();
        self.emit(b, format!("br label %{head}"));
        self.start(b, &head);
        let (i, inext, c) = (self.fresh(b), self.fresh(b), self.fresh(b));
        self.emit(
            b,
            format!("{i} = phi i32 [ 0, %{pre} ], [ {inext}, %{body_l} ]"),
        );
        self.emit(b, format!("{c} = icmp ult i32 {i}, {n}"));
        self.emit(b, format!("br i1 {c}, label %{body_l}, label %{done}"));
        self.start(b, &body_l);
        let (v, w, g) = (self.fresh(b), self.fresh(b), self.fresh(b));
        let k = self.word() | 1;
        self.emit(b, format!("{v} = mul i32 {i}, {k}"));
        self.emit(b, format!("{w} = xor i32 {v}, {seed}"));
        self.emit(
            b,
            format!("{g} = getelementptr inbounds [{n} x i32], ptr {la}, i32 0, i32 {i}"),
        );
        self.emit(b, format!("store i32 {w}, ptr {g}, align 4"));
        self.emit(b, format!("{inext} = add nuw nsw i32 {i}, 1"));
        self.emit(b, format!("br label %{head}"));
        self.start(b, &done);
        b.cost += b.mult * u64::from(n) * 7;
        let l5 = self.fresh(b);
        self.emit(
            b,
            format!("{l5} = addrspacecast ptr {la} to ptr addrspace(5)"),
        );
        let local = PtrVal {
            name: l5,
            ty: 5,
            cap: n,
            writable: true,
            origins: vec![Atom::Space(Space::Local)],
            hint: Some(Space::Local),
            symbol: false,
        };
        b.ptrs.push(local.clone());
        if self.chance(1, 2) {
            // The alloca's own generic pointer too: its space is not visible (it votes
            // undetermined), and through an `inbounds` constant GEP it is the alloca that
            // LLVM's cost analysis credits a callee's loads and stores to (SROA).
            b.ptrs.push(PtrVal {
                name: la,
                ty: 0,
                ..local
            });
        }
        self.used.insert(Feature::LocalMem);
    }

    /// The global arrays every function may reach.
    pub(super) fn global_ptrs(&mut self, b: &mut Body) {
        if self.has(Feature::GlobalPtrs) && self.chance(1, 2) {
            self.use_g = true;
            b.ptrs.push(sym("@g", Space::Global, self.slot));
        }
        if self.has(Feature::ConstMem) && self.chance(2, 3) {
            self.use_c = true;
            b.ptrs.push(sym("@c", Space::Const, self.slot));
        }
        if self.has(Feature::SharedMem) && self.chance(2, 3) {
            self.use_sh = true;
            b.ptrs.push(sym("@sh", Space::Shared, self.shared));
        }
    }

    pub(super) fn prologue(&mut self, b: &mut Body) {
        self.global_ptrs(b);
        if self.has(Feature::LocalMem) && self.chance(1, 2) {
            self.local_array(b);
        }
    }
}
