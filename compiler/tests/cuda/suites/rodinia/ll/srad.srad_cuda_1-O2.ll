; ModuleID = 'srad.srad_cuda_1.cu'
source_filename = "srad.srad_cuda_1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5north = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5south = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4east = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4west = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11srad_cuda_1PfS_S_S_S_S_iif(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #0 {
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = shl nsw i32 %6, 4
  %15 = mul i32 %14, %11
  %16 = shl nsw i32 %10, 4
  %17 = add nsw i32 %15, %16
  %18 = mul nsw i32 %13, %6
  %19 = add nsw i32 %17, %18
  %20 = add nsw i32 %19, %12
  %21 = add i32 %17, %12
  %22 = sub i32 %21, %6
  %23 = add i32 %21, %14
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds float, ptr %4, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = zext nneg i32 %13 to i64
  %28 = zext nneg i32 %12 to i64
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5north to ptr), i64 0, i64 %27, i64 %28
  store float %26, ptr %29, align 4, !tbaa !5
  %30 = sext i32 %23 to i64
  %31 = getelementptr inbounds float, ptr %4, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !5
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5south to ptr), i64 0, i64 %27, i64 %28
  store float %32, ptr %33, align 4, !tbaa !5
  %34 = icmp eq i32 %11, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %9
  %36 = add nuw nsw i32 %16, %12
  br label %46

37:                                               ; preds = %9
  %38 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %39 = add nsw i32 %38, -1
  %40 = icmp eq i32 %11, %39
  br i1 %40, label %41, label %52

41:                                               ; preds = %37
  %42 = mul nsw i32 %6, 15
  %43 = add nuw i32 %16, %12
  %44 = add i32 %43, %42
  %45 = add i32 %44, %15
  br label %46

46:                                               ; preds = %35, %41
  %47 = phi i32 [ %45, %41 ], [ %36, %35 ]
  %48 = phi ptr [ %33, %41 ], [ %29, %35 ]
  %49 = zext i32 %47 to i64
  %50 = getelementptr inbounds float, ptr %4, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  store float %51, ptr %48, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %46, %37
  tail call void @llvm.nvvm.barrier0()
  %53 = sext i32 %19 to i64
  %54 = getelementptr float, ptr %4, i64 %53
  %55 = getelementptr i8, ptr %54, i64 -4
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4west to ptr), i64 0, i64 %27, i64 %28
  store float %56, ptr %57, align 4, !tbaa !5
  %58 = getelementptr i8, ptr %54, i64 64
  %59 = load float, ptr %58, align 4, !tbaa !5
  %60 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4east to ptr), i64 0, i64 %27, i64 %28
  store float %59, ptr %60, align 4, !tbaa !5
  %61 = icmp eq i32 %10, 0
  br i1 %61, label %62, label %65

62:                                               ; preds = %52
  %63 = add nsw i32 %15, %18
  %64 = sext i32 %63 to i64
  br label %75

65:                                               ; preds = %52
  %66 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %67 = add nsw i32 %66, -1
  %68 = icmp eq i32 %10, %67
  br i1 %68, label %69, label %80

69:                                               ; preds = %65
  %70 = shl i32 %66, 4
  %71 = add i32 %70, -1
  %72 = add i32 %71, %18
  %73 = add i32 %72, %15
  %74 = zext i32 %73 to i64
  br label %75

75:                                               ; preds = %62, %69
  %76 = phi i64 [ %74, %69 ], [ %64, %62 ]
  %77 = phi ptr [ %60, %69 ], [ %57, %62 ]
  %78 = getelementptr inbounds float, ptr %4, i64 %76
  %79 = load float, ptr %78, align 4, !tbaa !5
  store float %79, ptr %77, align 4, !tbaa !5
  br label %80

80:                                               ; preds = %75, %65
  tail call void @llvm.nvvm.barrier0()
  %81 = sext i32 %20 to i64
  %82 = getelementptr inbounds float, ptr %4, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !5
  %84 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %27
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %27, i64 %28
  store float %83, ptr %85, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = icmp eq i32 %13, 0
  %88 = icmp eq i32 %12, 0
  %89 = or i32 %13, %12
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %91, label %94

91:                                               ; preds = %80
  %92 = getelementptr inbounds [16 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 64), i64 0, i64 %28
  %93 = getelementptr inbounds i8, ptr %84, i64 4
  br label %154

94:                                               ; preds = %80
  %95 = icmp eq i32 %12, 15
  %96 = and i1 %87, %95
  br i1 %96, label %97, label %100

97:                                               ; preds = %94
  %98 = getelementptr inbounds [16 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 64), i64 0, i64 %28
  %99 = getelementptr inbounds i8, ptr %84, i64 56
  br label %154

100:                                              ; preds = %94
  %101 = icmp eq i32 %13, 15
  %102 = and i1 %101, %95
  br i1 %102, label %103, label %106

103:                                              ; preds = %100
  %104 = getelementptr inbounds [16 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 896), i64 0, i64 %28
  %105 = getelementptr inbounds i8, ptr %84, i64 56
  br label %154

106:                                              ; preds = %100
  %107 = and i1 %101, %88
  br i1 %107, label %108, label %111

108:                                              ; preds = %106
  %109 = getelementptr inbounds [16 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 896), i64 0, i64 %28
  %110 = getelementptr inbounds i8, ptr %84, i64 4
  br label %154

111:                                              ; preds = %106
  br i1 %87, label %112, label %120

112:                                              ; preds = %111
  %113 = getelementptr inbounds [16 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 64), i64 0, i64 %28
  %114 = add nsw i32 %12, -1
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %27, i64 %115
  %117 = add nuw nsw i32 %12, 1
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %27, i64 %118
  br label %154

120:                                              ; preds = %111
  br i1 %95, label %121, label %129

121:                                              ; preds = %120
  %122 = add nsw i32 %13, -1
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %123, i64 %28
  %125 = add nuw nsw i32 %13, 1
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %126, i64 %28
  %128 = getelementptr inbounds i8, ptr %84, i64 56
  br label %154

129:                                              ; preds = %120
  br i1 %101, label %130, label %138

130:                                              ; preds = %129
  %131 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 14, i64 %28
  %132 = add nsw i32 %12, -1
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %27, i64 %133
  %135 = add nuw nsw i32 %12, 1
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %27, i64 %136
  br label %154

138:                                              ; preds = %129
  %139 = add nsw i32 %13, -1
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %140, i64 %28
  %142 = add nuw nsw i32 %13, 1
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %143, i64 %28
  br i1 %88, label %145, label %147

145:                                              ; preds = %138
  %146 = getelementptr inbounds i8, ptr %84, i64 4
  br label %154

147:                                              ; preds = %138
  %148 = add nsw i32 %12, -1
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %27, i64 %149
  %151 = add nuw nsw i32 %12, 1
  %152 = zext nneg i32 %151 to i64
  %153 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %27, i64 %152
  br label %154

154:                                              ; preds = %97, %108, %121, %145, %147, %130, %112, %103, %91
  %155 = phi ptr [ %92, %91 ], [ %98, %97 ], [ %33, %103 ], [ %33, %108 ], [ %113, %112 ], [ %127, %121 ], [ %33, %130 ], [ %144, %145 ], [ %144, %147 ]
  %156 = phi ptr [ %93, %91 ], [ %60, %97 ], [ %60, %103 ], [ %110, %108 ], [ %119, %112 ], [ %60, %121 ], [ %137, %130 ], [ %146, %145 ], [ %153, %147 ]
  %157 = phi ptr [ %57, %91 ], [ %99, %97 ], [ %105, %103 ], [ %57, %108 ], [ %116, %112 ], [ %128, %121 ], [ %134, %130 ], [ %57, %145 ], [ %150, %147 ]
  %158 = phi ptr [ %29, %91 ], [ %29, %97 ], [ %104, %103 ], [ %109, %108 ], [ %29, %112 ], [ %124, %121 ], [ %131, %130 ], [ %141, %145 ], [ %141, %147 ]
  %159 = load float, ptr %158, align 4, !tbaa !5
  %160 = fsub contract float %159, %86
  %161 = load float, ptr %157, align 4, !tbaa !5
  %162 = fsub contract float %161, %86
  %163 = load float, ptr %156, align 4, !tbaa !5
  %164 = fsub contract float %163, %86
  %165 = load float, ptr %155, align 4, !tbaa !5
  %166 = fsub contract float %165, %86
  %167 = fmul contract float %160, %160
  %168 = fmul contract float %166, %166
  %169 = fadd contract float %167, %168
  %170 = fmul contract float %162, %162
  %171 = fadd contract float %170, %169
  %172 = fmul contract float %164, %164
  %173 = fadd contract float %172, %171
  %174 = fmul contract float %86, %86
  %175 = fdiv contract float %173, %174
  %176 = fadd contract float %160, %166
  %177 = fadd contract float %162, %176
  %178 = fadd contract float %164, %177
  %179 = fdiv contract float %178, %86
  %180 = fpext float %175 to double
  %181 = fmul contract double %180, 5.000000e-01
  %182 = fmul contract float %179, %179
  %183 = fpext float %182 to double
  %184 = fmul contract double %183, 6.250000e-02
  %185 = fsub contract double %181, %184
  %186 = fptrunc double %185 to float
  %187 = fpext float %179 to double
  %188 = fmul contract double %187, 2.500000e-01
  %189 = fadd contract double %188, 1.000000e+00
  %190 = fptrunc double %189 to float
  %191 = fmul contract float %190, %190
  %192 = fdiv contract float %186, %191
  %193 = fsub contract float %192, %8
  %194 = fadd contract float %8, 1.000000e+00
  %195 = fmul contract float %194, %8
  %196 = fdiv contract float %193, %195
  %197 = fpext float %196 to double
  %198 = fadd contract double %197, 1.000000e+00
  %199 = fdiv contract double 1.000000e+00, %198
  %200 = fptrunc double %199 to float
  %201 = fcmp contract olt float %200, 0.000000e+00
  br i1 %201, label %202, label %204

202:                                              ; preds = %154
  %203 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result to ptr), i64 0, i64 %27, i64 %28
  store float 0.000000e+00, ptr %203, align 4, !tbaa !5
  br label %209

204:                                              ; preds = %154
  %205 = fcmp contract ogt float %200, 1.000000e+00
  %206 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result to ptr), i64 0, i64 %27, i64 %28
  br i1 %205, label %207, label %208

207:                                              ; preds = %204
  store float 1.000000e+00, ptr %206, align 4, !tbaa !5
  br label %209

208:                                              ; preds = %204
  store float %200, ptr %206, align 4, !tbaa !5
  br label %209

209:                                              ; preds = %207, %208, %202
  tail call void @llvm.nvvm.barrier0()
  %210 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result to ptr), i64 0, i64 %27, i64 %28
  %211 = load float, ptr %210, align 4, !tbaa !5
  %212 = getelementptr inbounds float, ptr %5, i64 %81
  store float %211, ptr %212, align 4, !tbaa !5
  %213 = getelementptr inbounds float, ptr %0, i64 %81
  store float %164, ptr %213, align 4, !tbaa !5
  %214 = getelementptr inbounds float, ptr %1, i64 %81
  store float %162, ptr %214, align 4, !tbaa !5
  %215 = getelementptr inbounds float, ptr %3, i64 %81
  store float %166, ptr %215, align 4, !tbaa !5
  %216 = getelementptr inbounds float, ptr %2, i64 %81
  store float %160, ptr %216, align 4, !tbaa !5
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11srad_cuda_1PfS_S_S_S_S_iif, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
