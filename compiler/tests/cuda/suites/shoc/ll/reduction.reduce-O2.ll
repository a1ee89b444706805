; ModuleID = 'reduction.reduce.cu'
source_filename = "reduction.reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z6reduceIfLi256EEvPKT_PS0_j = comdat any

$_Z6reduceIdLi256EEvPKT_PS0_j = comdat any

@s_float = external dso_local addrspace(3) global [0 x float], align 4
@s_double = external dso_local addrspace(3) global [0 x double], align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6reduceIfLi256EEvPKT_PS0_j(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = shl nuw nsw i32 %6, 1
  %8 = mul i32 %7, %5
  %9 = add i32 %8, %4
  %10 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = mul i32 %7, %10
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), i64 %12
  store volatile float 0.000000e+00, ptr %13, align 4, !tbaa !6
  %14 = icmp ult i32 %9, %2
  br i1 %14, label %15, label %29

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %27, %15 ], [ %9, %3 ]
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !6
  %20 = add i32 %16, 256
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !6
  %24 = fadd contract float %19, %23
  %25 = load volatile float, ptr %13, align 4, !tbaa !6
  %26 = fadd contract float %25, %24
  store volatile float %26, ptr %13, align 4, !tbaa !6
  %27 = add i32 %16, %11
  %28 = icmp ult i32 %27, %2
  br i1 %28, label %15, label %29, !llvm.loop !10

29:                                               ; preds = %15, %3
  tail call void @llvm.nvvm.barrier0()
  %30 = icmp ult i32 %4, 128
  br i1 %30, label %31, label %38

31:                                               ; preds = %29
  %32 = or disjoint i32 %4, 128
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), i64 %33
  %35 = load volatile float, ptr %34, align 4, !tbaa !6
  %36 = load volatile float, ptr %13, align 4, !tbaa !6
  %37 = fadd contract float %35, %36
  store volatile float %37, ptr %13, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %31, %29
  tail call void @llvm.nvvm.barrier0()
  %39 = icmp ult i32 %4, 64
  br i1 %39, label %40, label %47

40:                                               ; preds = %38
  %41 = or disjoint i32 %4, 64
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), i64 %42
  %44 = load volatile float, ptr %43, align 4, !tbaa !6
  %45 = load volatile float, ptr %13, align 4, !tbaa !6
  %46 = fadd contract float %44, %45
  store volatile float %46, ptr %13, align 4, !tbaa !6
  br label %47

47:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.barrier0()
  %48 = icmp ult i32 %4, 32
  br i1 %48, label %49, label %76

49:                                               ; preds = %47
  %50 = or disjoint i32 %4, 32
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), i64 %51
  %53 = load volatile float, ptr %52, align 4, !tbaa !6
  %54 = load volatile float, ptr %13, align 4, !tbaa !6
  %55 = fadd contract float %53, %54
  store volatile float %55, ptr %13, align 4, !tbaa !6
  %56 = getelementptr inbounds i8, ptr %13, i64 64
  %57 = load volatile float, ptr %56, align 4, !tbaa !6
  %58 = load volatile float, ptr %13, align 4, !tbaa !6
  %59 = fadd contract float %57, %58
  store volatile float %59, ptr %13, align 4, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %13, i64 32
  %61 = load volatile float, ptr %60, align 4, !tbaa !6
  %62 = load volatile float, ptr %13, align 4, !tbaa !6
  %63 = fadd contract float %61, %62
  store volatile float %63, ptr %13, align 4, !tbaa !6
  %64 = getelementptr inbounds i8, ptr %13, i64 16
  %65 = load volatile float, ptr %64, align 4, !tbaa !6
  %66 = load volatile float, ptr %13, align 4, !tbaa !6
  %67 = fadd contract float %65, %66
  store volatile float %67, ptr %13, align 4, !tbaa !6
  %68 = getelementptr inbounds i8, ptr %13, i64 8
  %69 = load volatile float, ptr %68, align 4, !tbaa !6
  %70 = load volatile float, ptr %13, align 4, !tbaa !6
  %71 = fadd contract float %69, %70
  store volatile float %71, ptr %13, align 4, !tbaa !6
  %72 = getelementptr inbounds i8, ptr %13, i64 4
  %73 = load volatile float, ptr %72, align 4, !tbaa !6
  %74 = load volatile float, ptr %13, align 4, !tbaa !6
  %75 = fadd contract float %73, %74
  store volatile float %75, ptr %13, align 4, !tbaa !6
  br label %76

76:                                               ; preds = %49, %47
  %77 = icmp eq i32 %4, 0
  br i1 %77, label %78, label %82

78:                                               ; preds = %76
  %79 = zext nneg i32 %5 to i64
  %80 = getelementptr inbounds float, ptr %1, i64 %79
  %81 = load volatile float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), align 4, !tbaa !6
  store float %81, ptr %80, align 4, !tbaa !6
  br label %82

82:                                               ; preds = %78, %76
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6reduceIdLi256EEvPKT_PS0_j(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = shl nuw nsw i32 %6, 1
  %8 = mul i32 %7, %5
  %9 = add i32 %8, %4
  %10 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = mul i32 %7, %10
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @s_double to ptr), i64 %12
  store volatile double 0.000000e+00, ptr %13, align 8, !tbaa !12
  %14 = icmp ult i32 %9, %2
  br i1 %14, label %15, label %29

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %27, %15 ], [ %9, %3 ]
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !12
  %20 = add i32 %16, 256
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !12
  %24 = fadd contract double %19, %23
  %25 = load volatile double, ptr %13, align 8, !tbaa !12
  %26 = fadd contract double %25, %24
  store volatile double %26, ptr %13, align 8, !tbaa !12
  %27 = add i32 %16, %11
  %28 = icmp ult i32 %27, %2
  br i1 %28, label %15, label %29, !llvm.loop !14

29:                                               ; preds = %15, %3
  tail call void @llvm.nvvm.barrier0()
  %30 = icmp ult i32 %4, 128
  br i1 %30, label %31, label %38

31:                                               ; preds = %29
  %32 = or disjoint i32 %4, 128
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @s_double to ptr), i64 %33
  %35 = load volatile double, ptr %34, align 8, !tbaa !12
  %36 = load volatile double, ptr %13, align 8, !tbaa !12
  %37 = fadd contract double %35, %36
  store volatile double %37, ptr %13, align 8, !tbaa !12
  br label %38

38:                                               ; preds = %31, %29
  tail call void @llvm.nvvm.barrier0()
  %39 = icmp ult i32 %4, 64
  br i1 %39, label %40, label %47

40:                                               ; preds = %38
  %41 = or disjoint i32 %4, 64
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @s_double to ptr), i64 %42
  %44 = load volatile double, ptr %43, align 8, !tbaa !12
  %45 = load volatile double, ptr %13, align 8, !tbaa !12
  %46 = fadd contract double %44, %45
  store volatile double %46, ptr %13, align 8, !tbaa !12
  br label %47

47:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.barrier0()
  %48 = icmp ult i32 %4, 32
  br i1 %48, label %49, label %76

49:                                               ; preds = %47
  %50 = or disjoint i32 %4, 32
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @s_double to ptr), i64 %51
  %53 = load volatile double, ptr %52, align 8, !tbaa !12
  %54 = load volatile double, ptr %13, align 8, !tbaa !12
  %55 = fadd contract double %53, %54
  store volatile double %55, ptr %13, align 8, !tbaa !12
  %56 = getelementptr inbounds i8, ptr %13, i64 128
  %57 = load volatile double, ptr %56, align 8, !tbaa !12
  %58 = load volatile double, ptr %13, align 8, !tbaa !12
  %59 = fadd contract double %57, %58
  store volatile double %59, ptr %13, align 8, !tbaa !12
  %60 = getelementptr inbounds i8, ptr %13, i64 64
  %61 = load volatile double, ptr %60, align 8, !tbaa !12
  %62 = load volatile double, ptr %13, align 8, !tbaa !12
  %63 = fadd contract double %61, %62
  store volatile double %63, ptr %13, align 8, !tbaa !12
  %64 = getelementptr inbounds i8, ptr %13, i64 32
  %65 = load volatile double, ptr %64, align 8, !tbaa !12
  %66 = load volatile double, ptr %13, align 8, !tbaa !12
  %67 = fadd contract double %65, %66
  store volatile double %67, ptr %13, align 8, !tbaa !12
  %68 = getelementptr inbounds i8, ptr %13, i64 16
  %69 = load volatile double, ptr %68, align 8, !tbaa !12
  %70 = load volatile double, ptr %13, align 8, !tbaa !12
  %71 = fadd contract double %69, %70
  store volatile double %71, ptr %13, align 8, !tbaa !12
  %72 = getelementptr inbounds i8, ptr %13, i64 8
  %73 = load volatile double, ptr %72, align 8, !tbaa !12
  %74 = load volatile double, ptr %13, align 8, !tbaa !12
  %75 = fadd contract double %73, %74
  store volatile double %75, ptr %13, align 8, !tbaa !12
  br label %76

76:                                               ; preds = %49, %47
  %77 = icmp eq i32 %4, 0
  br i1 %77, label %78, label %82

78:                                               ; preds = %76
  %79 = zext nneg i32 %5 to i64
  %80 = getelementptr inbounds double, ptr %1, i64 %79
  %81 = load volatile double, ptr addrspacecast (ptr addrspace(3) @s_double to ptr), align 8, !tbaa !12
  store double %81, ptr %80, align 8, !tbaa !12
  br label %82

82:                                               ; preds = %78, %76
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z6reduceIfLi256EEvPKT_PS0_j, !"kernel", i32 1}
!1 = !{ptr @_Z6reduceIdLi256EEvPKT_PS0_j, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !11}
