; ModuleID = 'backprop.bpnn_layerforward_CUDA.cu'
source_filename = "backprop.bpnn_layerforward_CUDA.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE10input_node = internal addrspace(3) global [16 x float] undef, align 4
@_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix = internal addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z22bpnn_layerforward_CUDAPfS_S_S_ii(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  %23 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  store i32 %23, ptr %16, align 4
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %24, ptr %17, align 4
  %25 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %25, ptr %18, align 4
  %26 = load i32, ptr %15, align 4
  %27 = add nsw i32 %26, 1
  %28 = mul nsw i32 %27, 16
  %29 = load i32, ptr %16, align 4
  %30 = mul nsw i32 %28, %29
  %31 = load i32, ptr %15, align 4
  %32 = add nsw i32 %31, 1
  %33 = load i32, ptr %18, align 4
  %34 = mul nsw i32 %32, %33
  %35 = add nsw i32 %30, %34
  %36 = load i32, ptr %17, align 4
  %37 = add nsw i32 %35, %36
  %38 = add nsw i32 %37, 1
  %39 = load i32, ptr %15, align 4
  %40 = add nsw i32 %39, 1
  %41 = add nsw i32 %38, %40
  store i32 %41, ptr %19, align 4
  %42 = load i32, ptr %16, align 4
  %43 = mul nsw i32 16, %42
  %44 = load i32, ptr %18, align 4
  %45 = add nsw i32 %43, %44
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %20, align 4
  %47 = load i32, ptr %17, align 4
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %58

49:                                               ; preds = %6
  %50 = load ptr, ptr %10, align 8
  %51 = load i32, ptr %20, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %50, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = load i32, ptr %18, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE10input_node to ptr), i64 0, i64 %56
  store float %54, ptr %57, align 4
  br label %58

58:                                               ; preds = %49, %6
  call void @llvm.nvvm.barrier0()
  %59 = load ptr, ptr %12, align 8
  %60 = load i32, ptr %19, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %59, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = load i32, ptr %18, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %65
  %67 = load i32, ptr %17, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [16 x float], ptr %66, i64 0, i64 %68
  store float %63, ptr %69, align 4
  call void @llvm.nvvm.barrier0()
  %70 = load i32, ptr %18, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %71
  %73 = load i32, ptr %17, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [16 x float], ptr %72, i64 0, i64 %74
  %76 = load float, ptr %75, align 4
  %77 = load i32, ptr %18, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE10input_node to ptr), i64 0, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = fmul contract float %76, %80
  %82 = load i32, ptr %18, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %83
  %85 = load i32, ptr %17, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [16 x float], ptr %84, i64 0, i64 %86
  store float %81, ptr %87, align 4
  call void @llvm.nvvm.barrier0()
  store i32 1, ptr %21, align 4
  br label %88

88:                                               ; preds = %133, %58
  %89 = load i32, ptr %21, align 4
  %90 = sitofp i32 %89 to float
  store float 1.600000e+01, ptr %9, align 4
  %91 = load float, ptr %9, align 4
  %92 = call contract noundef float @llvm.nvvm.lg2.approx.f(float %91)
  %93 = fcmp contract ole float %90, %92
  br i1 %93, label %94, label %136

94:                                               ; preds = %88
  %95 = load i32, ptr %21, align 4
  %96 = sitofp i32 %95 to float
  store float 2.000000e+00, ptr %7, align 4
  store float %96, ptr %8, align 4
  %97 = load float, ptr %8, align 4
  %98 = load float, ptr %7, align 4
  %99 = call contract float @llvm.nvvm.lg2.approx.f(float %98)
  %100 = fmul contract float %97, %99
  %101 = call contract noundef float @llvm.nvvm.ex2.approx.f(float %100)
  %102 = fptosi float %101 to i32
  store i32 %102, ptr %22, align 4
  %103 = load i32, ptr %18, align 4
  %104 = load i32, ptr %22, align 4
  %105 = srem i32 %103, %104
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %107, label %132

107:                                              ; preds = %94
  %108 = load i32, ptr %18, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %109
  %111 = load i32, ptr %17, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [16 x float], ptr %110, i64 0, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = load i32, ptr %18, align 4
  %116 = load i32, ptr %22, align 4
  %117 = sdiv i32 %116, 2
  %118 = add nsw i32 %115, %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %119
  %121 = load i32, ptr %17, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [16 x float], ptr %120, i64 0, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = fadd contract float %114, %124
  %126 = load i32, ptr %18, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %127
  %129 = load i32, ptr %17, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [16 x float], ptr %128, i64 0, i64 %130
  store float %125, ptr %131, align 4
  br label %132

132:                                              ; preds = %107, %94
  call void @llvm.nvvm.barrier0()
  br label %133

133:                                              ; preds = %132
  %134 = load i32, ptr %21, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %21, align 4
  br label %88, !llvm.loop !5

136:                                              ; preds = %88
  %137 = load i32, ptr %18, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %138
  %140 = load i32, ptr %17, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [16 x float], ptr %139, i64 0, i64 %141
  %143 = load float, ptr %142, align 4
  %144 = load ptr, ptr %12, align 8
  %145 = load i32, ptr %19, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr %144, i64 %146
  store float %143, ptr %147, align 4
  call void @llvm.nvvm.barrier0()
  %148 = load i32, ptr %17, align 4
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %150, label %166

150:                                              ; preds = %136
  %151 = load i32, ptr %17, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %152
  %154 = load i32, ptr %18, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [16 x float], ptr %153, i64 0, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = load ptr, ptr %13, align 8
  %159 = load i32, ptr %16, align 4
  %160 = load i32, ptr %15, align 4
  %161 = mul nsw i32 %159, %160
  %162 = load i32, ptr %18, align 4
  %163 = add nsw i32 %161, %162
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds float, ptr %158, i64 %164
  store float %157, ptr %165, align 4
  br label %166

166:                                              ; preds = %150, %136
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z22bpnn_layerforward_CUDAPfS_S_S_ii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
