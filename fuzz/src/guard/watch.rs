//! The campaign's watchdog: what each worker is doing, and where in a case it is, so that a
//! case that never finishes (a pass that loops forever, an oracle that never returns) is
//! recorded as a `hang` finding naming the stage it stalled in, instead of stalling the
//! campaign with nothing said.
//!
//! A worker owns a [`Slot`] and installs it on its thread; the judge says where it is through
//! [`pipeline`] and [`step`], which do nothing on a thread without a slot (a test, `seam
//! check`). The campaign's writer thread reads the slots; a thread cannot be stopped, so a
//! stalled worker is given up on and left running.

use std::cell::RefCell;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::Case;

/// Where in a case a worker is.
#[derive(Clone, Debug, Default)]
pub(crate) struct Stage {
    /// The pipeline being judged (`None`: the original module).
    pub pipeline: Option<String>,
    /// The pass, as findings name it, when the step is about one.
    pub pass: Option<String>,
    /// The step: `generator`, `pass`, `model`, `contract`, `verifier`, or an oracle stage's
    /// name.
    pub what: &'static str,
}

/// What a worker is doing.
#[derive(Clone, Debug, Default)]
pub(crate) enum Doing {
    /// Between cases.
    #[default]
    Idle,
    /// Checking case `seed` since `since`; the case once generated.
    Case {
        seed: u64,
        since: Instant,
        config: String,
        case: Option<Arc<Case>>,
    },
    /// Reducing finding `id`, which should be over by `until`.
    Reducing { id: String, until: Instant },
    /// The worker is gone.
    Exited,
    /// The writer gave up on it: what it finishes is dropped.
    GivenUp,
}

/// A worker's state, shared with the writer.
#[derive(Debug, Default)]
pub(crate) struct Slot {
    pub doing: Doing,
    pub stage: Stage,
}

pub(crate) type Shared = Arc<Mutex<Slot>>;

thread_local! {
    static CURRENT: RefCell<Option<Shared>> = const { RefCell::new(None) };
}

/// Installs `slot` as this thread's: the judge's [`pipeline`] and [`step`] write to it.
pub(crate) fn install(slot: &Shared) {
    CURRENT.with(|c| *c.borrow_mut() = Some(Arc::clone(slot)));
}

fn with_slot(f: impl FnOnce(&mut Slot)) {
    CURRENT.with(|c| {
        if let Some(slot) = c.borrow().as_ref() {
            // A poisoned slot is still the worker's own: keep writing it.
            let mut s = slot.lock().unwrap_or_else(|e| e.into_inner());
            f(&mut s);
        }
    });
}

/// The judge starts on pipeline `name` (`None`: the original module again).
pub(crate) fn pipeline(name: Option<&str>) {
    with_slot(|s| {
        s.stage = Stage {
            pipeline: name.map(str::to_owned),
            pass: None,
            what: "pipeline",
        }
    });
}

/// The judge starts step `what` of the current pipeline; `pass` (called only on a watched
/// thread) names the pass the step is about.
pub(crate) fn step(what: &'static str, pass: impl FnOnce() -> Option<String>) {
    with_slot(|s| {
        s.stage.what = what;
        s.stage.pass = pass();
    });
}

/// Sets what the installed slot's worker is doing, unless it was given up on; returns
/// whether it was (what it did is then dropped).
pub(crate) fn set(slot: &Shared, doing: Doing) -> bool {
    let mut s = slot.lock().unwrap_or_else(|e| e.into_inner());
    if matches!(s.doing, Doing::GivenUp) {
        return true;
    }
    s.doing = doing;
    s.stage = Stage::default();
    false
}

/// The stalled worker's report: when `slot` has checked one case past `limit` (or reduced past
/// its time), it is given up on and what it was doing comes back, with the stage it was in.
pub(crate) fn give_up_if_stalled(
    slot: &Shared,
    limit: std::time::Duration,
    now: Instant,
) -> Option<(Doing, Stage)> {
    let mut s = slot.lock().unwrap_or_else(|e| e.into_inner());
    let stalled = match &s.doing {
        Doing::Case { since, .. } => now.duration_since(*since) > limit,
        Doing::Reducing { until, .. } => now > *until + limit,
        Doing::Idle | Doing::Exited | Doing::GivenUp => false,
    };
    if !stalled {
        return None;
    }
    let doing = std::mem::replace(&mut s.doing, Doing::GivenUp);
    Some((doing, s.stage.clone()))
}

/// The case that has run longest among `slots`, when one has run at least `over`: its seed,
/// where it is (`pass dce of tileiras`, `ptx of the original`) and its seconds. What the
/// progress line names, so that a run that seems stuck says what it waits for.
pub(crate) fn longest(slots: &[Shared], over: std::time::Duration, now: Instant) -> Option<String> {
    let mut best: Option<(std::time::Duration, String)> = None;
    for slot in slots {
        let s = slot.lock().unwrap_or_else(|e| e.into_inner());
        let (ran, what) = match &s.doing {
            Doing::Case { seed, since, .. } => {
                let ran = now.saturating_duration_since(*since);
                let of = s.stage.pipeline.as_deref().unwrap_or("the original");
                let step = match &s.stage.pass {
                    Some(p) => format!("{} {p}", s.stage.what),
                    None if s.stage.what.is_empty() => "start".to_owned(),
                    None => s.stage.what.to_owned(),
                };
                (ran, format!("seed {seed} in {step} of {of}"))
            }
            Doing::Reducing { id, until } => {
                // A reduction's time is its own: it is long only past its end.
                let late = now.saturating_duration_since(*until);
                (late, format!("reduction of {id} past its time"))
            }
            Doing::Idle | Doing::Exited | Doing::GivenUp => continue,
        };
        if ran >= over && best.as_ref().is_none_or(|(b, _)| ran > *b) {
            best = Some((ran, what));
        }
    }
    best.map(|(ran, what)| format!("{what} for {} s", ran.as_secs()))
}

/// Whether the worker is gone or given up on (the writer waits for no more from it).
pub(crate) fn finished(slot: &Shared) -> bool {
    let s = slot.lock().unwrap_or_else(|e| e.into_inner());
    matches!(s.doing, Doing::Exited | Doing::GivenUp)
}

/// Whether the worker ended by itself (not given up on): its thread can be joined.
pub(crate) fn exited(slot: &Shared) -> bool {
    let s = slot.lock().unwrap_or_else(|e| e.into_inner());
    matches!(s.doing, Doing::Exited)
}

/// Marks the worker gone when dropped: at the end of its thread, however it ends.
pub(crate) struct ExitGuard(pub Shared);

impl Drop for ExitGuard {
    fn drop(&mut self) {
        let mut s = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if !matches!(s.doing, Doing::GivenUp) {
            s.doing = Doing::Exited;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_case_past_its_limit_is_given_up_with_its_stage_and_only_once() {
        let slot: Shared = Arc::default();
        let t0 = Instant::now();
        assert!(!set(
            &slot,
            Doing::Case {
                seed: 7,
                since: t0,
                config: "c".into(),
                case: None
            }
        ));
        // The judge's steps land in the slot of the thread that installed it.
        let s2 = Arc::clone(&slot);
        std::thread::spawn(move || {
            install(&s2);
            pipeline(Some("tileiras"));
            step("pass", || Some("dce".into()));
        })
        .join()
        .unwrap();
        // Steps on a thread without a slot go nowhere.
        step("model", || panic!("not asked on an unwatched thread"));
        let limit = Duration::from_secs(10);
        assert!(give_up_if_stalled(&slot, limit, t0 + Duration::from_secs(10)).is_none());
        let (doing, stage) =
            give_up_if_stalled(&slot, limit, t0 + Duration::from_secs(11)).expect("stalled");
        assert!(matches!(doing, Doing::Case { seed: 7, .. }));
        assert_eq!(stage.pipeline.as_deref(), Some("tileiras"));
        assert_eq!(stage.pass.as_deref(), Some("dce"));
        assert_eq!(stage.what, "pass");
        assert!(finished(&slot));
        // Given up: a second look finds nothing, and what the worker finishes is dropped.
        assert!(give_up_if_stalled(&slot, limit, t0 + Duration::from_secs(99)).is_none());
        assert!(set(&slot, Doing::Idle));
        drop(ExitGuard(Arc::clone(&slot)));
        assert!(matches!(slot.lock().unwrap().doing, Doing::GivenUp));
    }

    #[test]
    fn the_longest_case_is_named_with_its_stage_once_past_the_threshold() {
        let t0 = Instant::now();
        let slots: Vec<Shared> = (0..3).map(|_| Arc::default()).collect();
        set(
            &slots[0],
            Doing::Case {
                seed: 5,
                since: t0,
                config: "c".into(),
                case: None,
            },
        );
        set(
            &slots[1],
            Doing::Case {
                seed: 9,
                since: t0 + Duration::from_secs(20),
                config: "c".into(),
                case: None,
            },
        );
        slots[0].lock().unwrap().stage = Stage {
            pipeline: Some("tileiras".into()),
            pass: Some("outline".into()),
            what: "codegen",
        };
        let over = Duration::from_secs(15);
        assert_eq!(longest(&slots, over, t0 + Duration::from_secs(14)), None);
        assert_eq!(
            longest(&slots, over, t0 + Duration::from_secs(42)).as_deref(),
            Some("seed 5 in codegen outline of tileiras for 42 s")
        );
        // The original, between steps.
        slots[0].lock().unwrap().stage = Stage::default();
        assert_eq!(
            longest(&slots, over, t0 + Duration::from_secs(42)).as_deref(),
            Some("seed 5 in start of the original for 42 s")
        );
    }

    #[test]
    fn a_reduction_has_its_own_time_and_the_limit_after_it() {
        let slot: Shared = Arc::default();
        let t0 = Instant::now();
        let until = t0 + Duration::from_secs(30);
        set(
            &slot,
            Doing::Reducing {
                id: "1-0".into(),
                until,
            },
        );
        let limit = Duration::from_secs(5);
        assert!(give_up_if_stalled(&slot, limit, t0 + Duration::from_secs(35)).is_none());
        assert!(give_up_if_stalled(&slot, limit, t0 + Duration::from_secs(36)).is_some());
        let idle: Shared = Arc::default();
        assert!(give_up_if_stalled(&idle, limit, t0 + Duration::from_secs(9999)).is_none());
        drop(ExitGuard(Arc::clone(&idle)));
        assert!(finished(&idle));
    }
}
