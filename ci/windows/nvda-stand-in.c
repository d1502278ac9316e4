/* A stand-in for NVDA's controller client, nvdaControllerClient64.dll, for
 * testing annabella's screen reader output (Tolk) where no NVDA runs: it
 * answers "running" and appends every call, one line each, in UTF-8, to the
 * file named by the environment variable NVDA_STAND_IN_LOG:
 *   running            nvdaController_testIfRunning
 *   speak TEXT         nvdaController_speakText
 *   cancel             nvdaController_cancelSpeech
 *   braille TEXT       nvdaController_brailleMessage
 * Tolk also looks for NVDA's window (class wxWindowClassNR, title NVDA):
 * the stand-in opens a hidden one of its own when it is loaded.
 * Built with MinGW:
 *   x86_64-w64-mingw32-gcc -shared -o nvdaControllerClient64.dll nvda-stand-in.c -luser32
 * and put beside the program, where Tolk looks for it. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>

static void note(const char *what, const wchar_t *text)
{
    const char *name = getenv("NVDA_STAND_IN_LOG");
    if (name == NULL || *name == '\0')
        return;
    FILE *log = fopen(name, "ab");
    if (log == NULL)
        return;
    fputs(what, log);
    if (text != NULL) {
        int size = WideCharToMultiByte(CP_UTF8, 0, text, -1, NULL, 0, NULL, NULL);
        char *utf8 = size > 0 ? malloc(size) : NULL;
        if (utf8 != NULL && WideCharToMultiByte(CP_UTF8, 0, text, -1, utf8, size, NULL, NULL) > 0) {
            fputc(' ', log);
            fputs(utf8, log);
        }
        free(utf8);
    }
    fputc('\n', log);
    fclose(log);
}

__declspec(dllexport) unsigned long __stdcall nvdaController_testIfRunning(void)
{
    note("running", NULL);
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_speakText(const wchar_t *text)
{
    note("speak", text);
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_cancelSpeech(void)
{
    note("cancel", NULL);
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_brailleMessage(const wchar_t *text)
{
    note("braille", text);
    return 0;
}

/* NVDA's window, as Tolk finds it (FindWindow needs no message loop). */
BOOL WINAPI DllMain(HINSTANCE instance, DWORD reason, LPVOID reserved)
{
    (void)reserved;
    if (reason == DLL_PROCESS_ATTACH) {
        WNDCLASSW wc = {0};
        wc.lpfnWndProc = DefWindowProcW;
        wc.hInstance = instance;
        wc.lpszClassName = L"wxWindowClassNR";
        RegisterClassW(&wc);
        if (CreateWindowW(L"wxWindowClassNR", L"NVDA", 0, 0, 0, 0, 0, NULL, NULL, instance, NULL) == NULL)
            note("no window", NULL);
    }
    return TRUE;
}
