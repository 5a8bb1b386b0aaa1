package nz.planmywalk.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
