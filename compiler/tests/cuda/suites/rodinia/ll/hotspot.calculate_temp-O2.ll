; ModuleID = 'hotspot.calculate_temp.cu'
source_filename = "hotspot.calculate_temp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ14calculate_tempiPfS_S_iiiiffffffE13power_on_cuda = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ14calculate_tempiPfS_S_iiiiffffffE6temp_t = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14calculate_tempiPfS_S_iiiiffffff(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, float noundef %8, float noundef %9, float noundef %10, float noundef %11, float noundef %12, float noundef %13) local_unnamed_addr #0 {
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = fdiv contract float %12, %8
  %20 = fdiv contract float 1.000000e+00, %9
  %21 = fdiv contract float 1.000000e+00, %10
  %22 = fdiv contract float 1.000000e+00, %11
  %23 = shl nsw i32 %0, 1
  %24 = sub nsw i32 16, %23
  %25 = mul nsw i32 %24, %16
  %26 = sub nsw i32 %25, %7
  %27 = mul nsw i32 %24, %15
  %28 = sub nsw i32 %27, %6
  %29 = add nsw i32 %26, 15
  %30 = add nsw i32 %28, 15
  %31 = add nsw i32 %26, %18
  %32 = add nsw i32 %28, %17
  %33 = mul nsw i32 %31, %4
  %34 = add nsw i32 %33, %32
  %35 = icmp sgt i32 %31, -1
  br i1 %35, label %36, label %52

36:                                               ; preds = %14
  %37 = icmp slt i32 %31, %5
  %38 = icmp sgt i32 %32, -1
  %39 = icmp slt i32 %32, %4
  %40 = and i1 %38, %39
  %41 = select i1 %37, i1 %40, i1 false
  br i1 %41, label %42, label %52

42:                                               ; preds = %36
  %43 = zext nneg i32 %18 to i64
  %44 = zext nneg i32 %17 to i64
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE13power_on_cuda to ptr), i64 0, i64 %43, i64 %44
  %46 = sext i32 %34 to i64
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %43, i64 %44
  %49 = getelementptr inbounds float, ptr %2, i64 %46
  %50 = load float, ptr %49, align 4, !tbaa !5
  store float %50, ptr %48, align 4, !tbaa !5
  %51 = load float, ptr %47, align 4, !tbaa !5
  store float %51, ptr %45, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %42, %36, %14
  tail call void @llvm.nvvm.barrier0()
  %53 = icmp sgt i32 %0, 0
  br i1 %53, label %54, label %147

54:                                               ; preds = %52
  %55 = add nuw nsw i32 %17, 1
  %56 = icmp slt i32 %30, %4
  %57 = xor i32 %28, -1
  %58 = add i32 %57, %4
  %59 = select i1 %56, i32 15, i32 %58
  %60 = tail call i32 @llvm.smin.i32(i32 %55, i32 %59)
  %61 = add nsw i32 %17, -1
  %62 = icmp slt i32 %28, 0
  %63 = sub nsw i32 0, %28
  %64 = select i1 %62, i32 %63, i32 0
  %65 = tail call i32 @llvm.smax.i32(i32 %61, i32 %64)
  %66 = add nuw nsw i32 %18, 1
  %67 = icmp slt i32 %29, %5
  %68 = xor i32 %26, -1
  %69 = add i32 %68, %5
  %70 = select i1 %67, i32 15, i32 %69
  %71 = tail call i32 @llvm.smin.i32(i32 %66, i32 %70)
  %72 = add nsw i32 %18, -1
  %73 = icmp slt i32 %26, 0
  %74 = sub nsw i32 0, %26
  %75 = select i1 %73, i32 %74, i32 0
  %76 = tail call i32 @llvm.smax.i32(i32 %72, i32 %75)
  %77 = icmp slt i32 %17, %64
  %78 = icmp sgt i32 %17, %59
  %79 = icmp slt i32 %18, %75
  %80 = icmp sgt i32 %18, %70
  %81 = zext nneg i32 %18 to i64
  %82 = zext nneg i32 %17 to i64
  %83 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %81, i64 %82
  %84 = fpext float %19 to double
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE13power_on_cuda to ptr), i64 0, i64 %81, i64 %82
  %86 = sext i32 %71 to i64
  %87 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %86, i64 %82
  %88 = sext i32 %76 to i64
  %89 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %88, i64 %82
  %90 = fpext float %21 to double
  %91 = sext i32 %60 to i64
  %92 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %81, i64 %91
  %93 = sext i32 %65 to i64
  %94 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %81, i64 %93
  %95 = fpext float %20 to double
  %96 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE6temp_t to ptr), i64 0, i64 %81, i64 %82
  %97 = add nsw i32 %0, -1
  br label %98

98:                                               ; preds = %146, %54
  %99 = phi i32 [ 0, %54 ], [ %100, %146 ]
  %100 = add nuw nsw i32 %99, 1
  %101 = icmp ugt i32 %17, %99
  br i1 %101, label %102, label %140

102:                                              ; preds = %98
  %103 = sub nsw i32 14, %99
  %104 = icmp sgt i32 %17, %103
  %105 = icmp ule i32 %18, %99
  %106 = or i1 %105, %104
  %107 = icmp sgt i32 %18, %103
  %108 = or i1 %107, %106
  %109 = select i1 %108, i1 true, i1 %77
  %110 = select i1 %109, i1 true, i1 %78
  %111 = select i1 %110, i1 true, i1 %79
  %112 = select i1 %111, i1 true, i1 %80
  br i1 %112, label %140, label %113

113:                                              ; preds = %102
  %114 = load float, ptr %83, align 4, !tbaa !5
  %115 = fpext float %114 to double
  %116 = load float, ptr %85, align 4, !tbaa !5
  %117 = fpext float %116 to double
  %118 = load float, ptr %87, align 4, !tbaa !5
  %119 = load float, ptr %89, align 4, !tbaa !5
  %120 = fadd contract float %118, %119
  %121 = fpext float %120 to double
  %122 = fmul contract double %115, 2.000000e+00
  %123 = fsub contract double %121, %122
  %124 = fmul contract double %123, %90
  %125 = fadd contract double %124, %117
  %126 = load float, ptr %92, align 4, !tbaa !5
  %127 = load float, ptr %94, align 4, !tbaa !5
  %128 = fadd contract float %126, %127
  %129 = fpext float %128 to double
  %130 = fsub contract double %129, %122
  %131 = fmul contract double %130, %95
  %132 = fadd contract double %125, %131
  %133 = fsub contract float 8.000000e+01, %114
  %134 = fmul contract float %22, %133
  %135 = fpext float %134 to double
  %136 = fadd contract double %132, %135
  %137 = fmul contract double %136, %84
  %138 = fadd contract double %137, %115
  %139 = fptrunc double %138 to float
  store float %139, ptr %96, align 4, !tbaa !5
  br label %140

140:                                              ; preds = %113, %102, %98
  %141 = phi i1 [ true, %113 ], [ false, %102 ], [ false, %98 ]
  tail call void @llvm.nvvm.barrier0()
  %142 = icmp eq i32 %99, %97
  br i1 %142, label %147, label %143

143:                                              ; preds = %140
  br i1 %141, label %144, label %146

144:                                              ; preds = %143
  %145 = load float, ptr %96, align 4, !tbaa !5
  store float %145, ptr %83, align 4, !tbaa !5
  br label %146

146:                                              ; preds = %144, %143
  tail call void @llvm.nvvm.barrier0()
  br label %98

147:                                              ; preds = %140, %52
  %148 = phi i1 [ undef, %52 ], [ %141, %140 ]
  br i1 %148, label %149, label %156

149:                                              ; preds = %147
  %150 = sext i32 %34 to i64
  %151 = getelementptr inbounds float, ptr %3, i64 %150
  %152 = zext nneg i32 %18 to i64
  %153 = zext nneg i32 %17 to i64
  %154 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE6temp_t to ptr), i64 0, i64 %152, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !5
  store float %155, ptr %151, align 4, !tbaa !5
  br label %156

156:                                              ; preds = %149, %147
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z14calculate_tempiPfS_S_iiiiffffff, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
