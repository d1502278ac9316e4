/* Stand-in for Windows' bcryptprimitives.dll, for running the Windows build
 * under Debian 12's wine 8.0, which lacks ProcessPrng (wine has it from
 * 8.13 on; Rust's standard library draws its random numbers from it).
 * ProcessPrng fills the buffer through RtlGenRandom (SystemFunction036),
 * which that wine has. Built with MinGW by ci/windows/wine-run. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
