; ModuleID = 'vote.cu'
source_filename = "vote.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @vote(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = icmp sgt i32 %12, 10
  %14 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %13)
  %15 = icmp slt i32 %12, 0
  %16 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %15)
  %17 = icmp sgt i32 %12, -1
  %18 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %17)
  %19 = and i32 %12, 1
  %20 = icmp ne i32 %19, 0
  %21 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %20)
  %22 = and i32 %8, 31
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %4
  %25 = sdiv i32 %9, 32
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %1, i64 %26
  store i32 %14, ptr %27, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %24, %4
  %29 = zext i1 %16 to i32
  %30 = select i1 %18, i32 2, i32 0
  %31 = select i1 %21, i32 4, i32 0
  %32 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %14)
  %33 = shl nuw nsw i32 %32, 3
  %34 = or disjoint i32 %33, %29
  %35 = or disjoint i32 %34, %30
  %36 = or disjoint i32 %35, %31
  %37 = getelementptr inbounds i32, ptr %2, i64 %10
  store i32 %36, ptr %37, align 4, !tbaa !5
  %38 = tail call noundef i32 asm sideeffect "activemask.b32 $0;", "=r"() #3, !srcloc !9
  %39 = getelementptr inbounds i32, ptr %3, i64 %10
  store i32 %38, ptr %39, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @vote, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 41448}
