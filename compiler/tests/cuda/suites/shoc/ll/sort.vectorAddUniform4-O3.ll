; ModuleID = 'sort.vectorAddUniform4.cu'
source_filename = "sort.vectorAddUniform4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17vectorAddUniform4PjPKjiE3uni.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17vectorAddUniform4PjPKji(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %5, label %7, label %11

7:                                                ; preds = %3
  %8 = zext nneg i32 %6 to i64
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  store i32 %10, ptr addrspace(3) @_ZZ17vectorAddUniform4PjPKjiE3uni.0, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %3, %7
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = shl nuw nsw i32 %12, 2
  %14 = mul i32 %13, %6
  %15 = add i32 %14, %4
  tail call void @llvm.nvvm.barrier0()
  %16 = icmp ult i32 %15, %2
  br i1 %16, label %17, label %19

17:                                               ; preds = %11
  %18 = load i32, ptr addrspace(3) @_ZZ17vectorAddUniform4PjPKjiE3uni.0, align 4, !tbaa !5
  br label %20

19:                                               ; preds = %20, %11
  ret void

20:                                               ; preds = %17, %20
  %21 = phi i32 [ 0, %17 ], [ %28, %20 ]
  %22 = phi i32 [ %15, %17 ], [ %27, %20 ]
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = add i32 %25, %18
  store i32 %26, ptr %24, align 4, !tbaa !5
  %27 = add i32 %22, %12
  %28 = add nuw nsw i32 %21, 1
  %29 = icmp ult i32 %21, 3
  %30 = icmp ult i32 %27, %2
  %31 = and i1 %29, %30
  br i1 %31, label %20, label %19, !llvm.loop !9
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z17vectorAddUniform4PjPKji, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
